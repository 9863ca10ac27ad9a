/**
 * The page booster (issue 11): read a page of the user's through the SSRF
 * rules, assess it with yoastseo (./assess), keep the assessment for the
 * team; improve chosen sections with the AI provider (or the offline writer
 * when no AI key is set), charged like the editor's "improve SEO" on the
 * sections' words — reserved first (402 reserves nothing), settled with
 * what the output cost, refunded in full when a section fails; and put the
 * accepted improvements into a new post or one of the team's posts.
 */
import { MAX_VARIANTS, type PageBoosterAcceptBody, type PageBoosterSuggestBody } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { AiProvider } from '../../ai';
import { estimateCredits, runOperation } from '../../ai';
import { closeReservation, creditsOf, reserveWords } from '../../commands/charging';
import type { Config } from '../../config';
import { NotFound, ValidationError, WebUrlInaccessible } from '../../errors';
import type { AuthUser } from '../../identity';
import { safeFetch } from '../../lib/safeFetch';
import { PageBoost, type PageBoostDoc } from '../../models/PageBoost';
import { ownerScope } from '../../policies';
import { createCollection } from '../collections';
import { createPost, fieldsOf, findPost, updatePostText } from '../posts';
import { articlePost } from '../posts/article';
import { sanitizePostHtml } from '../sanitize';
import { assessPage, type PageAssessment } from './assess';
import { type ExtractedPage, escapeHtml, extractPage, type PageSection } from './extract';

export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 15_000;
/** The operation each section goes through: the editor's "improve SEO" (its cost rule is SPEC §9's). */
export const IMPROVE_OPERATION = 'improve-seo' as const;

/** What is stored as `report` (the shared-core PageBoosterReport without id and date). */
export type StoredReport = Omit<ExtractedPage, 'html' | 'h1' | 'language'> &
  PageAssessment & { keyphrase: string; estimate: number; language: string };

const boostNotFound = () => NotFound('Page assessment not found.');

/** Fetches the page (http(s), public addresses only, 15 s, 2 MB, HTML only) and extracts it. */
export async function readPage(config: Config, url: string): Promise<ExtractedPage> {
  const response = await safeFetch(config.fetchPolicy, url, {
    timeoutMs: PAGE_TIMEOUT_MS,
    maxBytes: PAGE_MAX_BYTES,
    maxRedirects: 5,
    accept: ['text/html', 'application/xhtml+xml'],
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
  if (!response.ok) throw WebUrlInaccessible(`The page answered ${response.status}.`);
  const page = await extractPage(response.text(), response.url);
  if (page.sections.length === 0) {
    throw WebUrlInaccessible('The page has no text to assess (is it rendered by JavaScript only?).');
  }
  return page;
}

/** The credits improving these sections reserves (the improve-SEO rule on each section's HTML). */
export function improveEstimate(sections: readonly Pick<PageSection, 'html'>[], keyphrase: string): number {
  return sections.reduce(
    (sum, s) =>
      sum +
      estimateCredits(IMPROVE_OPERATION, { text: s.html, ...(keyphrase ? { keyword: keyphrase } : {}) }),
    0,
  );
}

/** Reads, assesses and stores a page for the user's team. */
export async function suggest(
  config: Config,
  user: AuthUser,
  body: PageBoosterSuggestBody,
): Promise<PageBoostDoc> {
  const page = await readPage(config, body.url);
  const keyphrase = body.keyphrase?.trim() ?? '';
  const assessment = await assessPage(page, keyphrase);
  const { html: _html, h1: _h1, ...rest } = page;
  const report: StoredReport = {
    ...rest,
    ...assessment,
    keyphrase,
    estimate: improveEstimate(page.sections, keyphrase),
  };
  const doc = await PageBoost.create({
    ...ownerScope(user),
    userId: new Types.ObjectId(user.id),
    url: page.url,
    keyphrase,
    report,
    improvements: [],
  });
  return doc.toObject() as unknown as PageBoostDoc;
}

export async function findBoost(user: AuthUser, id: string): Promise<PageBoostDoc> {
  if (!Types.ObjectId.isValid(id)) throw boostNotFound();
  const doc = await PageBoost.findOne({
    _id: new Types.ObjectId(id),
    ...ownerScope(user),
  }).lean<PageBoostDoc>();
  if (!doc) throw boostNotFound();
  return doc;
}

export const reportOf = (doc: PageBoostDoc) => doc.report as unknown as StoredReport;

function sectionsOf(doc: PageBoostDoc, wanted: readonly number[]): PageSection[] {
  const all = reportOf(doc).sections;
  const missing = wanted.filter((i) => !all[i]);
  if (missing.length > 0) {
    throw ValidationError(
      `The page has ${all.length} section${all.length === 1 ? '' : 's'}: there is no section ${missing.map((i) => i + 1).join(', ')}.`,
    );
  }
  return wanted.map((i) => all[i]!);
}

export interface GenerateOutcome {
  doc: PageBoostDoc;
  improvements: PageBoostDoc['improvements'];
  writer: { name: string; label: string; offline: boolean };
  credits: number;
}

/**
 * Improves `sections` of the assessment: reserves their estimate (402 before
 * any work), runs the improve-SEO operation on each with the keyphrase and
 * the section's suggestions in view, settles what the outputs cost, and on
 * any failure refunds the whole reservation and stores nothing.
 */
export async function generate(
  user: AuthUser,
  doc: PageBoostDoc,
  wanted: readonly number[],
  options: { keyphrase?: string; provider: AiProvider; gpt4: boolean; signal?: AbortSignal },
): Promise<GenerateOutcome> {
  const report = reportOf(doc);
  const sections = sectionsOf(doc, wanted);
  const keyphrase = options.keyphrase?.trim() || doc.keyphrase || '';
  const estimate = improveEstimate(sections, keyphrase);
  const reservation = await reserveWords(user, estimate, { reason: 'page-booster', ref: String(doc._id) });
  let used = 0;
  const improved: PageBoostDoc['improvements'] = [];
  try {
    for (const section of sections) {
      const input = {
        text: section.html,
        ...(keyphrase ? { keyword: keyphrase } : {}),
      };
      const result = await runOperation(options.provider, IMPROVE_OPERATION, input, {
        gpt4: options.gpt4,
        signal: options.signal,
      }).complete();
      if (result.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      used += creditsOf(result);
      const after = sanitizePostHtml(String(result.output));
      if (!after) throw WebUrlInaccessible('The writer returned nothing for a section.');
      improved.push({
        section: section.index,
        heading: section.heading,
        before: section.html,
        after,
        suggestions: report.suggestions
          .filter((s) => s.section === section.index || s.section === null)
          .map((s) => s.id),
        writer: result.label,
      });
    }
  } catch (error) {
    await closeReservation(reservation, 0);
    throw error;
  }
  await closeReservation(reservation, used);
  const kept = (doc.improvements ?? []).filter((i) => !wanted.includes(i.section));
  const next = [...kept, ...improved].sort((a, b) => a.section - b.section);
  const updated = await PageBoost.findOneAndUpdate(
    { _id: doc._id, ...ownerScope(user) },
    { $set: { improvements: next, ...(keyphrase !== doc.keyphrase ? { keyphrase } : {}) } },
    { returnDocument: 'after' },
  ).lean<PageBoostDoc>();
  if (!updated) throw boostNotFound();
  return {
    doc: updated,
    improvements: improved,
    writer: {
      name: options.provider.name,
      label: options.provider.label,
      offline: options.provider.name === 'offline',
    },
    credits: Math.min(used, reservation.amount),
  };
}

/** The page's sections with the accepted ones replaced by their improvement. */
function acceptedHtml(doc: PageBoostDoc, accepted: readonly number[]): string {
  const byIndex = new Map((doc.improvements ?? []).map((i) => [i.section, i.after]));
  return reportOf(doc)
    .sections.map((s) => (accepted.includes(s.index) ? byIndex.get(s.index)! : s.html))
    .join('\n');
}

/** Replaces, in a post's HTML, the section under the same heading; a section not found is added at the end. */
function mergeIntoPost(postHtml: string, doc: PageBoostDoc, accepted: readonly number[]): string {
  let html = postHtml;
  const norm = (t: string) =>
    t
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  for (const index of accepted) {
    const section = reportOf(doc).sections[index]!;
    const after = (doc.improvements ?? []).find((i) => i.section === index)!.after;
    if (section.heading) {
      // The heading and everything up to the next heading of the same level or higher.
      const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)];
      const at = headings.findIndex((m) => norm(m[2] ?? '') === section.heading.toLowerCase());
      if (at >= 0) {
        const start = headings[at]!.index!;
        const level = Number(headings[at]![1]);
        const next = headings.slice(at + 1).find((m) => Number(m[1]) <= level);
        const end = next?.index ?? html.length;
        html = `${html.slice(0, start)}${after}\n${html.slice(end)}`;
        continue;
      }
    } else if (html.includes(section.html)) {
      html = html.replace(section.html, after);
      continue;
    }
    html = `${html}\n${after}`;
  }
  return sanitizePostHtml(html);
}

export interface AcceptOutcome {
  postId: string;
  collectionId: string;
  title: string;
  created: boolean;
  sections: number[];
}

/** Puts the accepted sections' improvements into a new post, or one of the team's posts (as its new first variant). */
export async function accept(
  user: AuthUser,
  doc: PageBoostDoc,
  body: { sections: number[]; target: PageBoosterAcceptBody['target'] },
): Promise<AcceptOutcome> {
  sectionsOf(doc, body.sections);
  const improvedSections = new Set((doc.improvements ?? []).map((i) => i.section));
  const notImproved = body.sections.filter((i) => !improvedSections.has(i));
  if (notImproved.length > 0) {
    throw ValidationError(
      `Section ${notImproved.map((i) => i + 1).join(', ')} has no improvement yet: improve it before accepting it.`,
    );
  }
  const report = reportOf(doc);
  if (body.target === 'new') {
    const title = report.title || report.headings[0]?.text || report.url;
    const h1 = report.sections.some((s) => s.level === 1) ? '' : `<h1>${escapeHtml(title)}</h1>\n`;
    const html = sanitizePostHtml(`${h1}${acceptedHtml(doc, body.sections)}`);
    const { collection } = await createCollection(user, { title: title.slice(0, 200) });
    const post = await createPost(
      user,
      collection._id,
      {
        ...articlePost(html, {
          title,
          ...(doc.keyphrase ? { keyword: doc.keyphrase } : {}),
          extendedData: { pageBooster: { id: String(doc._id), url: doc.url, sections: body.sections } },
        }),
        ...(report.metaDescription ? { metaDescription: report.metaDescription.slice(0, 160) } : {}),
      },
      'improve',
    );
    return {
      postId: String(post._id),
      collectionId: String(collection._id),
      title: post.title ?? title,
      created: true,
      sections: body.sections,
    };
  }
  const post = await findPost(user, body.target);
  const fields = fieldsOf(post);
  const current = fields.content[fields.selectedContentIndex]?.value ?? '';
  const html = mergeIntoPost(current, doc, body.sections);
  const content = [{ value: html }, ...fields.content].slice(0, MAX_VARIANTS);
  const saved = await updatePostText(user, post, { content, selectedContentIndex: 0 }, 'improve');
  return {
    postId: String(saved._id),
    collectionId: String(saved.collectionId),
    title: saved.title ?? '',
    created: false,
    sections: body.sections,
  };
}
