import type {
  PageBoosterGenerateResult,
  PageBoosterImprovement,
  PageBoosterReport,
} from '@inkpress/shared-core';
import type { PageBoostDoc } from '../models/PageBoost';
import { type GenerateOutcome, reportOf } from '../services/pageBooster';

/** A stored assessment as POST /api/page-booster/suggest answers it. */
export function presentPageBoost(doc: PageBoostDoc): PageBoosterReport {
  const report = reportOf(doc);
  return {
    id: String(doc._id),
    url: doc.url,
    keyphrase: doc.keyphrase ?? '',
    title: report.title,
    metaDescription: report.metaDescription,
    canonical: report.canonical ?? null,
    headings: report.headings,
    sections: report.sections,
    links: report.links,
    images: report.images,
    words: report.words,
    seo: report.seo,
    readability: report.readability,
    assessments: report.assessments,
    suggestions: report.suggestions,
    estimate: report.estimate,
    createdAt: doc.createdAt.toISOString(),
  };
}

function presentImprovement(i: GenerateOutcome['improvements'][number]): PageBoosterImprovement {
  return {
    section: i.section,
    heading: i.heading ?? '',
    before: i.before,
    after: i.after,
    suggestions: [...(i.suggestions ?? [])],
  };
}

export function presentGenerated(outcome: GenerateOutcome): PageBoosterGenerateResult {
  return {
    id: String(outcome.doc._id),
    report: presentPageBoost(outcome.doc),
    improvements: outcome.improvements.map(presentImprovement),
    writer: outcome.writer,
    credits: outcome.credits,
  };
}
