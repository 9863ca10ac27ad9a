import { Types } from 'mongoose';
import { NotFound } from '../errors';
import type { AuthUser } from '../identity';
import { Author, type AuthorDoc } from '../models/Author';
import { ownerScope } from '../policies';

/** SPEC §5: what an author is created with. */
export interface AuthorCreate {
  name: string;
  picture?: string | undefined;
  bio?: string | undefined;
  designation?: string | undefined;
  email?: string | undefined;
  categories?: string[] | undefined;
  entryId?: string | undefined;
  clientId?: string | undefined;
  platform?: string | undefined;
}

/** SPEC §5: what an author update may change. */
export type AuthorUpdate = Partial<
  Pick<AuthorCreate, 'name' | 'picture' | 'bio' | 'designation' | 'email' | 'categories'>
>;

export const MAX_AUTHORS_LISTED = 1000;
const notFound = () => NotFound('Author not found.');

function defined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function createAuthor(user: AuthUser, input: AuthorCreate): Promise<AuthorDoc> {
  const doc = await Author.create({
    ...defined(input),
    ...ownerScope(user),
    createdBy: new Types.ObjectId(user.id),
  });
  return doc.toObject() as AuthorDoc;
}

export function listAuthors(user: AuthUser) {
  return Author.find(ownerScope(user))
    .sort({ createdAt: -1, _id: -1 })
    .limit(MAX_AUTHORS_LISTED)
    .lean<AuthorDoc[]>();
}

export async function updateAuthor(user: AuthUser, id: string, input: AuthorUpdate): Promise<AuthorDoc> {
  const doc = await Author.findOneAndUpdate(
    { _id: new Types.ObjectId(id), ...ownerScope(user) },
    { $set: defined(input) },
    { returnDocument: 'after' },
  ).lean<AuthorDoc>();
  if (!doc) throw notFound();
  return doc;
}

export async function deleteAuthor(user: AuthUser, id: string) {
  const { deletedCount } = await Author.deleteOne({ _id: new Types.ObjectId(id), ...ownerScope(user) });
  if (deletedCount !== 1) throw notFound();
}
