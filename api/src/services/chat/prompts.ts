/**
 * The prompt library: built-in prompts every team sees, and the team's own
 * (created, changed and deleted by any member; another team's are 404).
 */
import type { PromptCreateBody, PromptPatchBody, PromptView } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { NotFound } from '../../errors';
import type { AuthUser } from '../../identity';
import { Prompt, type PromptDoc } from '../../models/Prompt';
import { ownerScope } from '../../policies';

export const MAX_PROMPTS_PER_TEAM = 500;

const notFound = () => NotFound('Prompt not found.');

/** The built-in prompts, listed after the team's own. */
export const BUILT_IN_PROMPTS: readonly PromptView[] = [
  {
    title: 'Blog post outline',
    prompt:
      'Write an outline for a blog post about {topic} for {audience}: a working title, 5 to 7 H2 sections with two bullet points each, and a closing call to action.',
    categories: ['Blog', 'Planning'],
  },
  {
    title: 'Summarise my file',
    prompt: 'Summarise the chosen files in five bullet points, citing the passage behind each point.',
    categories: ['Files', 'Research'],
  },
  {
    title: 'FAQ from a document',
    prompt:
      'List the 5 questions a reader of the chosen file would most likely ask, each with a short answer from the file.',
    categories: ['Files', 'SEO'],
  },
  {
    title: 'Meta description',
    prompt:
      'Write three meta descriptions under 155 characters for a page about {topic}, each with a clear benefit.',
    categories: ['SEO'],
  },
  {
    title: 'Newsletter intro',
    prompt:
      'Write a warm two-sentence newsletter introduction about {topic} that makes the reader want to read on.',
    categories: ['Email'],
  },
  {
    title: 'Rewrite in plain language',
    prompt:
      'Rewrite the following text in plain language for a general audience, keeping every fact:\n\n{text}',
    categories: ['Editing'],
  },
].map((p, i) => ({ ...p, id: `builtin-${i + 1}`, builtIn: true, createdAt: null, updatedAt: null }));

export function presentPrompt(doc: PromptDoc): PromptView {
  return {
    id: String(doc._id),
    title: doc.title,
    prompt: doc.prompt,
    categories: [...doc.categories],
    builtIn: false,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export async function listPrompts(user: AuthUser): Promise<PromptView[]> {
  const own = await Prompt.find(ownerScope(user))
    .sort({ updatedAt: -1, _id: -1 })
    .limit(MAX_PROMPTS_PER_TEAM)
    .lean<PromptDoc[]>();
  return [...own.map(presentPrompt), ...BUILT_IN_PROMPTS];
}

export async function createPrompt(user: AuthUser, body: PromptCreateBody): Promise<PromptView> {
  const doc = await Prompt.create({ ...ownerScope(user), createdBy: new Types.ObjectId(user.id), ...body });
  return presentPrompt(doc.toObject() as PromptDoc);
}

export async function updatePrompt(user: AuthUser, id: string, patch: PromptPatchBody): Promise<PromptView> {
  const filter = { _id: new Types.ObjectId(id), ...ownerScope(user) };
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const { matchedCount } = await Prompt.updateOne(filter, { $set: set });
  if (matchedCount !== 1) throw notFound();
  const doc = await Prompt.findOne(filter).lean<PromptDoc>();
  if (!doc) throw notFound();
  return presentPrompt(doc);
}

export async function deletePrompt(user: AuthUser, id: string): Promise<void> {
  const { deletedCount } = await Prompt.deleteOne({ _id: new Types.ObjectId(id), ...ownerScope(user) });
  if (deletedCount !== 1) throw notFound();
}
