/**
 * search-documents: the team's own posts and sources (info base, uploaded
 * files, web pages). Sources are searched through retrieval's one search
 * (searchPassagesWithMode: words, and their embeddings when the provider
 * gives them, fused); posts through a lexical index of the same kind (retrieval's
 * LexicalIndex) built from the team's posts and kept while they do not
 * change. Only the caller's team is ever read.
 */
import { htmlToText, slugify } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import { DEFAULT_POST_TITLE, Post } from '../../models/Post';
import { type SearchOptions, searchPassages, searchPassagesWithMode } from '../retrieval';
import { chunkText } from '../retrieval/chunk';
import { LexicalIndex, type Passage } from '../retrieval/lexical';

/** The most posts of a team indexed (newest first). */
export const MAX_POSTS_INDEXED = 5000;
const MAX_TEAMS = 32;

export interface DocumentHit {
  documentType: 'post' | 'chat-file-upload' | 'info-base' | 'web-page';
  id: string;
  collectionId: string | null;
  title: string;
  url: string | null;
  snippet: string;
  /** 0 to 1: the hit's score (BM25, or the fused rank for sources) over the best of its kind. */
  score: number;
}

interface PostMeta {
  collectionId: string;
  title: string;
  url: string;
}

interface PostIndex {
  signature: string;
  index: LexicalIndex;
  meta: Map<string, PostMeta>;
}

const cache = new Map<string, Promise<PostIndex>>();

interface PostRow {
  _id: Types.ObjectId;
  collectionId: Types.ObjectId;
  title?: string;
  slug?: string;
  content?: { value?: string }[];
  selectedContentIndex?: number;
  updatedAt: Date;
}

async function signatureOf(teamId: Types.ObjectId): Promise<string> {
  const [count, newest] = await Promise.all([
    Post.countDocuments({ teamId }),
    Post.findOne({ teamId }, { updatedAt: 1 })
      .sort({ updatedAt: -1 })
      .lean<{ _id: Types.ObjectId; updatedAt: Date }>(),
  ]);
  return `${count}:${newest ? `${newest._id}@${newest.updatedAt.getTime()}` : ''}`;
}

/** A post as passages: its title, then its text cut like a source's. */
export function postPassages(post: PostRow): { passages: Passage[]; meta: PostMeta } {
  const title = post.title && post.title !== DEFAULT_POST_TITLE ? post.title : '';
  const variant = post.content?.[post.selectedContentIndex ?? 0] ?? post.content?.[0];
  const body = htmlToText(variant?.value ?? '');
  const slug = post.slug || slugify(title);
  const id = String(post._id);
  const name = title || slug || 'Untitled document';
  const chunks = chunkText(body);
  const passages = (chunks.length ? chunks : [title]).filter(Boolean).map((text, n) => ({
    id: `${id}:${n}`,
    sourceId: id,
    type: 'post',
    name,
    chunk: n,
    text,
  }));
  return { passages, meta: { collectionId: String(post.collectionId), title: name, url: `/${slug || id}` } };
}

async function build(teamId: Types.ObjectId, signature: string): Promise<PostIndex> {
  const posts = await Post.find(
    { teamId },
    { collectionId: 1, title: 1, slug: 1, content: 1, selectedContentIndex: 1, updatedAt: 1 },
  )
    .sort({ updatedAt: -1 })
    .limit(MAX_POSTS_INDEXED)
    .lean<PostRow[]>();
  const meta = new Map<string, PostMeta>();
  const passages: Passage[] = [];
  for (const post of posts) {
    const made = postPassages(post);
    meta.set(String(post._id), made.meta);
    passages.push(...made.passages);
  }
  return { signature, index: new LexicalIndex(passages), meta };
}

async function postIndex(teamId: Types.ObjectId): Promise<PostIndex> {
  const key = String(teamId);
  const signature = await signatureOf(teamId);
  const cached = cache.get(key);
  if (cached) {
    const current = await cached.catch(() => undefined);
    if (current && current.signature === signature) {
      cache.delete(key);
      cache.set(key, cached);
      return current;
    }
  }
  const building = build(teamId, signature);
  cache.set(key, building);
  building.catch(() => cache.delete(key));
  while (cache.size > MAX_TEAMS) cache.delete(cache.keys().next().value as string);
  return building;
}

/** Best hit per document (a post or a source appears once, with its best passage). */
function bestPerDocument<T extends { sourceId: string; score: number }>(hits: T[]): T[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    if (seen.has(h.sourceId)) return false;
    seen.add(h.sourceId);
    return true;
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The team's posts and sources for `query`, best first, at most `limit`;
 * `mode` says whether the sources' embeddings took part (hybrid).
 */
export async function searchDocuments(
  teamId: string,
  query: string,
  limit: number,
  options: SearchOptions = {},
): Promise<{ hits: DocumentHit[]; mode: 'hybrid' | 'lexical' }> {
  const team = new Types.ObjectId(teamId);
  const [posts, found] = await Promise.all([
    postIndex(team).then((p) => ({ p, hits: bestPerDocument(p.index.query(query, limit * 4)) })),
    searchPassagesWithMode(team, query, limit * 4, {}, options),
  ]);
  const sources = bestPerDocument(found.hits);
  const topPost = posts.hits[0]?.score ?? 1;
  const topSource = sources[0]?.score ?? 1;
  const hits: DocumentHit[] = [
    ...posts.hits.map((h) => {
      const meta = posts.p.meta.get(h.sourceId) as PostMeta;
      return {
        documentType: 'post' as const,
        id: h.sourceId,
        collectionId: meta.collectionId,
        title: meta.title,
        url: meta.url,
        snippet: h.text,
        score: round(h.score / topPost),
      };
    }),
    ...sources.map((h) => ({
      documentType: h.type as DocumentHit['documentType'],
      id: h.sourceId,
      collectionId: null,
      title: h.name,
      url: null,
      snippet: h.text,
      score: round(h.score / topSource),
    })),
  ];
  hits.sort((a, b) => b.score - a.score);
  return { hits: hits.slice(0, limit), mode: found.mode };
}

/** The text of the team's best passages (posts and sources) for `query`: what keyword research reads. */
export async function matchingTexts(teamId: string, query: string, limit: number): Promise<string[]> {
  const team = new Types.ObjectId(teamId);
  const [posts, sources] = await Promise.all([
    postIndex(team).then((p) => p.index.query(query, limit)),
    searchPassages(team, query, limit),
  ]);
  return [...posts, ...sources].map((h) => h.text);
}

/** Forgets every cached post index (tests, benchmarks). */
export function clearDocumentCache() {
  cache.clear();
}
