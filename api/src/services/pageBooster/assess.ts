/**
 * yoastseo's SEO and readability assessments of an extracted page (issue
 * 11). yoastseo is GPL-3.0: it runs here, on the server, and never goes into
 * a browser bundle (FINDINGS.md). It is CommonJS and takes about a second
 * to load, so it is required on first use only.
 *
 * Scores are Yoast's own: each assessment scores up to 9 and rates bad
 * (≤ 4), ok (5–7), good (> 7) or feedback (0) — its scoreToRating; the SEO
 * score is its SEOScoreAggregator (the sum scaled to 0–100, rated like a
 * score out of 10: bad to 40, ok to 70, good above), the readability score
 * its ReadabilityScoreAggregator (30 needs improvement, 60 ok, 90 good,
 * from the penalties of the bad and ok results).
 *
 * Suggestions are the results that are not good, ranked by impact: bad 3,
 * ok 2 (1 for an ok of 7), then the lower score first, SEO before
 * readability. Readability results are tied to the sections where the same
 * assessment fails when the section is assessed on its own; the
 * introduction's keyphrase to the first section; the rest to the page.
 */
import { createRequire } from 'node:module';
import type { ExtractedPage } from './extract';

export type Rating = 'bad' | 'ok' | 'good' | 'feedback';

export interface AssessmentView {
  id: string;
  kind: 'seo' | 'readability';
  score: number;
  rating: Rating;
  text: string;
}

export interface ScoreView {
  score: number;
  rating: Rating;
  thresholds: { ok: number; good: number };
}

export interface SuggestionView {
  id: string;
  assessment: string;
  kind: 'seo' | 'readability';
  impact: number;
  rating: Rating;
  section: number | null;
  text: string;
}

export interface PageAssessment {
  seo: ScoreView;
  readability: ScoreView;
  assessments: AssessmentView[];
  suggestions: SuggestionView[];
}

/** Yoast's published thresholds on the 0–100 scales (see the header). */
export const SEO_THRESHOLDS = { ok: 41, good: 71 } as const;
export const READABILITY_THRESHOLDS = { ok: 60, good: 90 } as const;

/** Readability assessments that can be read on one section alone. */
const SECTION_LEVEL = new Set([
  'textParagraphTooLong',
  'textSentenceLength',
  'passiveVoice',
  'textTransitionWords',
  'sentenceBeginnings',
  'subheadingsTooLong',
  'wordComplexity',
]);

interface YoastResult {
  getIdentifier(): string;
  getScore(): number;
  getText(): string;
}
interface YoastAssessor {
  assess(paper: unknown): void;
  getValidResults(): YoastResult[];
}
interface Yoast {
  Paper: new (text: string, attributes: Record<string, unknown>) => unknown;
  SeoAssessor: new (researcher: unknown) => YoastAssessor;
  ContentAssessor: new (researcher: unknown) => YoastAssessor;
  Researcher: new (paper: unknown) => unknown;
  SEOScoreAggregator: new () => { aggregate(results: YoastResult[]): number };
  ReadabilityScoreAggregator: new () => {
    setLocale(l: string): void;
    aggregate(results: YoastResult[]): number;
  };
  scoreToRating(score: number): string;
}

const requireCjs = createRequire(__filename);
const researchers = new Map<string, Yoast['Researcher']>();
let yoast: Yoast | undefined;

function load(): Yoast {
  if (yoast) return yoast;
  const main = requireCjs('yoastseo');
  const aggregators = requireCjs('yoastseo/build/scoring/scoreAggregators');
  const interpreters = requireCjs('yoastseo/build/scoring/interpreters');
  yoast = {
    Paper: main.Paper,
    SeoAssessor: main.SeoAssessor,
    ContentAssessor: main.ContentAssessor,
    Researcher: researcherFor('en'),
    SEOScoreAggregator: aggregators.SEOScoreAggregator,
    ReadabilityScoreAggregator: aggregators.ReadabilityScoreAggregator,
    scoreToRating: interpreters.scoreToRating,
  };
  return yoast;
}

const LANGUAGES = new Set('ar ca cs de el en es fa fr he hu id it ja nb nl pl pt ru sk sv tr'.split(' '));

function researcherFor(language: string): Yoast['Researcher'] {
  const code = LANGUAGES.has(language) ? language : '_default';
  let researcher = researchers.get(code);
  if (!researcher) {
    researcher = requireCjs(`yoastseo/build/languageProcessing/languages/${code}/Researcher`)
      .default as Yoast['Researcher'];
    researchers.set(code, researcher);
  }
  return researcher;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#039;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

function rating(y: Yoast, score: number): Rating {
  const r = y.scoreToRating(score);
  return r === 'bad' || r === 'ok' || r === 'good' ? r : 'feedback';
}

/** A 0–100 score rated like Yoast's overall score: its tenth through scoreToRating. */
function overallRating(score: number, thresholds: { ok: number; good: number }): Rating {
  if (score >= thresholds.good) return 'good';
  if (score >= thresholds.ok) return 'ok';
  return 'bad';
}

/** The title's width in pixels, estimated (Yoast measures it in the browser; 8.5 px a character at 20 px Arial). */
const titleWidth = (title: string) => Math.round(title.length * 8.5);

function slugOf(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] ?? '').replace(/\.[a-z]+$/i, '');
}

function localeOf(language: string): string {
  const [lang, region] = language.replace('_', '-').split('-');
  return `${(lang ?? 'en').toLowerCase()}_${(region ?? (lang === 'en' ? 'US' : (lang ?? 'US'))).toUpperCase()}`;
}

function impactOf(r: Rating, score: number): number {
  if (r === 'bad') return 3;
  return score >= 7 ? 1 : 2;
}

/** Runs yoastseo's SEO and readability assessors on the page (and the readability ones on each section). */
export async function assessPage(page: ExtractedPage, keyphrase: string): Promise<PageAssessment> {
  const y = load();
  const language = (page.language.split(/[-_]/)[0] ?? 'en').toLowerCase();
  const Researcher = researcherFor(language);
  const locale = localeOf(page.language);
  const attributes = {
    keyword: keyphrase,
    title: page.title,
    description: page.metaDescription,
    slug: slugOf(page.url),
    permalink: page.url,
    titleWidth: titleWidth(page.title),
    locale,
  };
  const paper = new y.Paper(page.html, attributes);
  const seo = new y.SeoAssessor(new Researcher(paper));
  seo.assess(paper);
  const content = new y.ContentAssessor(new Researcher(paper));
  content.assess(paper);

  const view = (kind: AssessmentView['kind']) => (r: YoastResult) => ({
    id: r.getIdentifier(),
    kind,
    score: r.getScore(),
    rating: rating(y, r.getScore()),
    text: plain(r.getText()),
  });
  // A result without a finite score (some assessments have none without a keyphrase) is not shown.
  const finite = (r: YoastResult) => Number.isFinite(r.getScore());
  const seoResults = seo.getValidResults().filter(finite);
  const readabilityResults = content.getValidResults().filter(finite);
  const assessments: AssessmentView[] = [
    ...seoResults.map(view('seo')),
    ...readabilityResults.map(view('readability')),
  ];

  // Yoast's sum can go below 0 (text length scores -10 or -20 on a short page) and is NaN without
  // results: shown as a whole number from 0 to 100.
  const toScore = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : 0);
  const seoScore = toScore(new y.SEOScoreAggregator().aggregate(seoResults));
  const aggregator = new y.ReadabilityScoreAggregator();
  aggregator.setLocale(locale);
  const readabilityScore = toScore(aggregator.aggregate(readabilityResults));

  // Each section's readability on its own, for the results worth tying to a place.
  const failingIn = new Map<string, { section: number; score: number; text: string }[]>();
  for (const section of page.sections) {
    if (section.words < 20) continue;
    const sectionPaper = new y.Paper(section.html, { ...attributes, keyword: '' });
    const assessor = new y.ContentAssessor(new Researcher(sectionPaper));
    assessor.assess(sectionPaper);
    for (const r of assessor.getValidResults()) {
      const id = r.getIdentifier();
      const rt = rating(y, r.getScore());
      if (!SECTION_LEVEL.has(id) || (rt !== 'bad' && rt !== 'ok')) continue;
      const list = failingIn.get(id) ?? [];
      list.push({ section: section.index, score: r.getScore(), text: plain(r.getText()) });
      failingIn.set(id, list);
    }
  }

  const suggestions: SuggestionView[] = [];
  for (const a of assessments) {
    if (a.rating !== 'bad' && a.rating !== 'ok') continue;
    const impact = impactOf(a.rating, a.score);
    const places = a.kind === 'readability' ? failingIn.get(a.id) : undefined;
    if (places && places.length > 0) {
      for (const place of places) {
        suggestions.push({
          id: `${a.id}:${place.section}`,
          assessment: a.id,
          kind: a.kind,
          impact,
          rating: a.rating,
          section: place.section,
          text: place.text,
        });
      }
      continue;
    }
    const section = a.id === 'introductionKeyword' && page.sections[0] ? page.sections[0].index : null;
    suggestions.push({
      id: section === null ? a.id : `${a.id}:${section}`,
      assessment: a.id,
      kind: a.kind,
      impact,
      rating: a.rating,
      section,
      text: a.text,
    });
  }
  const scoreOf = new Map(assessments.map((a) => [a.id, a.score]));
  suggestions.sort(
    (a, b) =>
      b.impact - a.impact ||
      (scoreOf.get(a.assessment) ?? 0) - (scoreOf.get(b.assessment) ?? 0) ||
      (a.kind === b.kind ? 0 : a.kind === 'seo' ? -1 : 1) ||
      (a.section ?? -1) - (b.section ?? -1),
  );

  return {
    seo: {
      score: seoScore,
      rating: overallRating(seoScore, SEO_THRESHOLDS),
      thresholds: { ...SEO_THRESHOLDS },
    },
    readability: {
      score: readabilityScore,
      rating: overallRating(readabilityScore, READABILITY_THRESHOLDS),
      thresholds: { ...READABILITY_THRESHOLDS },
    },
    assessments,
    suggestions,
  };
}
