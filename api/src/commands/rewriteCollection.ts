/**
 * POST /api/rewrite {type: 'Language', html, languages, collectionId,
 * postTitle, metaTitle, metaDescription, slug, faqs}: translates a post into
 * each language and saves each translation as a new post of the collection
 * (the collection's locales gain the languages). Streamed, because a long
 * article in several languages takes a while:
 *
 *   meta {operation: 'rewrite', languages, estimate, provider, label}
 *   language {language, index}            a language starts
 *   progress {language, part, parts}      a part of the article is translated
 *   post {language, post}                 the translated post, saved
 *   done {posts: [id…], credits, aborted}
 *
 * The article goes through in parts of whole blocks (services/posts/chunks)
 * so nothing falls outside the operation's text budget; title, meta fields
 * and each FAQ are translated on their own. The slug is the translated
 * title's slug, or the original slug with the language code.
 */
import { escapeHtml, htmlToText, slugify } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { estimateCredits, runOperation } from '../ai';
import { authUser } from '../middlewares/auth';
import { Collection } from '../models/Collection';
import { presentPost } from '../presenters/post';
import type * as T from '../routes/rewrite/schema';
import { findCollection } from '../services/collections';
import { createPost } from '../services/posts';
import { articlePost } from '../services/posts/article';
import { chunkHtml } from '../services/posts/chunks';
import { sanitizePostHtml } from '../services/sanitize';
import { aiProvider, chargedStream, creditsOf, gpt4Of } from './charging';

interface Piece {
  kind: 'part' | 'title' | 'metaTitle' | 'metaDescription' | 'faq';
  text: string;
}

function piecesOf(body: T.RewriteBody): Piece[] {
  const html = sanitizePostHtml(body.html);
  const pieces: Piece[] = chunkHtml(html).map((text) => ({ kind: 'part', text }));
  if (body.postTitle) pieces.push({ kind: 'title', text: body.postTitle });
  if (body.metaTitle) pieces.push({ kind: 'metaTitle', text: body.metaTitle });
  if (body.metaDescription) pieces.push({ kind: 'metaDescription', text: body.metaDescription });
  for (const faq of body.faqs ?? []) {
    pieces.push({
      kind: 'faq',
      text: `<h3>${escapeHtml(faq.question)}</h3><p>${escapeHtml(faq.answer)}</p>`,
    });
  }
  return pieces;
}

function readFaq(html: string) {
  const question = /<h3\b[^>]*>([\s\S]*?)<\/h3>/i.exec(html)?.[1];
  const rest = html.replace(/<h3\b[^>]*>[\s\S]*?<\/h3>/i, '');
  return { question: htmlToText(question ?? '').slice(0, 500), answer: htmlToText(rest).slice(0, 5000) };
}

export async function rewrite(ctx: Context, body: T.RewriteBody) {
  const user = authUser(ctx);
  const collection = await findCollection(user, body.collectionId);
  const pieces = piecesOf(body);
  const estimate = body.languages.reduce(
    (sum, language) =>
      sum + pieces.reduce((s, piece) => s + estimateCredits('translate', { text: piece.text, language }), 0),
    0,
  );
  const gpt4 = await gpt4Of(ctx);
  const provider = aiProvider(ctx);
  const parts = pieces.filter((p) => p.kind === 'part').length;

  await chargedStream(ctx, estimate, { reason: 'rewrite', ref: body.collectionId }, async (events, meter) => {
    events.send('meta', {
      operation: 'rewrite',
      languages: body.languages,
      estimate,
      provider: provider.name,
      label: provider.label,
    });
    const created: string[] = [];
    let aborted = false;
    for (const [index, language] of body.languages.entries()) {
      events.send('language', { language, index });
      const out: Record<Piece['kind'], string[]> = {
        part: [],
        title: [],
        metaTitle: [],
        metaDescription: [],
        faq: [],
      };
      for (const piece of pieces) {
        const result = await runOperation(
          provider,
          'translate',
          { text: piece.text, language },
          { gpt4, signal: events.signal },
        ).complete();
        meter.add(creditsOf(result));
        if (result.aborted || events.closed) {
          aborted = true;
          break;
        }
        out[piece.kind].push(result.output);
        if (piece.kind === 'part') events.send('progress', { language, part: out.part.length, parts });
      }
      if (aborted) break;
      const title = htmlToText(out.title[0] ?? '') || body.postTitle || '';
      const post = articlePost(out.part.join(''), { title, language });
      const code = language.toLowerCase();
      const saved = await createPost(
        user,
        collection._id,
        {
          ...post,
          title: title || post.title,
          metaTitle: htmlToText(out.metaTitle[0] ?? '') || post.metaTitle,
          metaDescription: htmlToText(out.metaDescription[0] ?? '') || post.metaDescription,
          slug: slugify(title) || (body.slug ? `${slugify(body.slug)}-${code}` : post.slug),
          postConfig: {
            language,
            faqs: body.faqs
              ? out.faq.map(readFaq).filter((f) => f.question && f.answer)
              : post.postConfig?.faqs,
          },
          extendedData: { translation: { language, type: body.type } },
        },
        'translate',
      );
      created.push(String(saved._id));
      events.send('post', { language, post: presentPost(saved) });
    }
    if (created.length > 0) {
      const locales = [
        ...new Set([...(collection.locales ?? []), ...body.languages.slice(0, created.length)]),
      ];
      await Collection.updateOne({ _id: collection._id }, { $set: { locales } }, { timestamps: false });
    }
    if (!events.closed) events.send('done', { posts: created, credits: meter.used, aborted });
  });
}
