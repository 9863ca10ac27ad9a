import {
  isAbortError,
  isHttpUrl,
  type PageBoosterAcceptResult,
  type PageBoosterGenerateResult,
  type PageBoosterImprovement,
  type PageBoosterReport,
  type PageBoosterSection,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PageBoosterApi, PostChoice } from './pageBoosterApi';

export type Phase = 'idle' | 'assessing' | 'assessed' | 'improving' | 'improved' | 'saving' | 'saved';
export type Decision = 'accepted' | 'rejected';

/**
 * The page booster's flow: a URL and a keyphrase → the page's assessment
 * (scores, ranked suggestions) → chosen sections improved → each improved
 * section accepted or rejected → the accepted ones saved into a new post or
 * one of the team's posts. Nothing typed is lost on an error: the form and
 * the results stay, with the error beside them.
 */
export class PageBoosterStore {
  url = '';
  keyphrase = '';
  phase: Phase = 'idle';
  report: PageBoosterReport | null = null;
  /** Sections chosen to improve (by index). */
  chosen = new Set<number>();
  improvements: PageBoosterImprovement[] = [];
  writer: PageBoosterGenerateResult['writer'] | null = null;
  credits = 0;
  decisions = new Map<number, Decision>();
  /** 'new' or the id of one of the team's posts. */
  target = 'new';
  posts: PostChoice[] = [];
  saved: PageBoosterAcceptResult | null = null;
  error: unknown = null;
  urlProblem: string | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: PageBoosterApi,
    initial: { url?: string; keyphrase?: string; target?: string } = {},
  ) {
    this.url = initial.url ?? '';
    this.keyphrase = initial.keyphrase ?? '';
    if (initial.target) this.target = initial.target;
    makeAutoObservable<PageBoosterStore, 'api' | 'controller'>(
      this,
      { api: false, controller: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.phase === 'assessing' || this.phase === 'improving' || this.phase === 'saving';
  }

  setUrl(value: string) {
    this.url = value;
    this.urlProblem = null;
  }

  setKeyphrase(value: string) {
    this.keyphrase = value;
  }

  setTarget(value: string) {
    this.target = value;
  }

  toggleSection(index: number) {
    if (this.chosen.has(index)) this.chosen.delete(index);
    else this.chosen.add(index);
  }

  /** Sections a suggestion points at, in the order of their highest impact. */
  get suggestedSections(): number[] {
    const seen: number[] = [];
    for (const s of this.report?.suggestions ?? []) {
      if (s.section !== null && !seen.includes(s.section)) seen.push(s.section);
    }
    return seen;
  }

  suggestionsFor(section: number | null) {
    return (this.report?.suggestions ?? []).filter((s) => s.section === section);
  }

  section(index: number): PageBoosterSection | undefined {
    return this.report?.sections[index];
  }

  /** What improving the chosen sections reserves: the same rule as the API's (improve-SEO on the section's words). */
  get chosenWords(): number {
    return [...this.chosen].reduce((n, i) => n + (this.report?.sections[i]?.words ?? 0), 0);
  }

  async assess(): Promise<PageBoosterReport | null> {
    const url = this.url.trim();
    if (!isHttpUrl(url)) {
      this.urlProblem = 'Enter the full address of your page, starting with https://.';
      return null;
    }
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.phase = 'assessing';
    this.error = null;
    this.saved = null;
    try {
      const report = await this.api.suggest(
        { url, ...(this.keyphrase.trim() ? { keyphrase: this.keyphrase.trim() } : {}) },
        controller.signal,
      );
      runInAction(() => {
        this.report = report;
        this.improvements = [];
        this.decisions.clear();
        this.writer = null;
        // Start with the sections the suggestions point at, else the first one.
        const suggested = this.suggestedSections;
        this.chosen = new Set(
          suggested.length > 0 ? suggested.slice(0, 3) : report.sections.slice(0, 1).map((s) => s.index),
        );
        this.phase = 'assessed';
      });
      return report;
    } catch (error) {
      runInAction(() => {
        this.phase = this.report ? 'assessed' : 'idle';
        if (!isAbortError(error)) this.error = error;
      });
      return null;
    }
  }

  async improve(): Promise<boolean> {
    if (!this.report || this.chosen.size === 0) return false;
    this.phase = 'improving';
    this.error = null;
    try {
      const result = await this.api.generate({
        id: this.report.id,
        sections: [...this.chosen].sort((a, b) => a - b),
        ...(this.keyphrase.trim() ? { keyphrase: this.keyphrase.trim() } : {}),
      });
      runInAction(() => {
        const fresh = new Set(result.improvements.map((i) => i.section));
        this.improvements = [
          ...this.improvements.filter((i) => !fresh.has(i.section)),
          ...result.improvements,
        ].sort((a, b) => a.section - b.section);
        for (const index of fresh) this.decisions.delete(index);
        this.writer = result.writer;
        this.credits += result.credits;
        this.phase = 'improved';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.phase = this.improvements.length > 0 ? 'improved' : 'assessed';
        this.error = error;
      });
      return false;
    }
  }

  decide(section: number, decision: Decision) {
    this.decisions.set(section, decision);
    this.saved = null;
  }

  get acceptedSections(): number[] {
    return this.improvements
      .filter((i) => this.decisions.get(i.section) === 'accepted')
      .map((i) => i.section);
  }

  async loadPosts(signal?: AbortSignal) {
    try {
      const posts = await this.api.posts(signal);
      runInAction(() => {
        this.posts = posts;
      });
    } catch (error) {
      if (!isAbortError(error)) runInAction(() => (this.error = error));
    }
  }

  async save(): Promise<PageBoosterAcceptResult | null> {
    if (!this.report || this.acceptedSections.length === 0) return null;
    this.phase = 'saving';
    this.error = null;
    try {
      const saved = await this.api.accept(this.report.id, {
        sections: this.acceptedSections,
        target: this.target,
      });
      runInAction(() => {
        this.saved = saved;
        this.phase = 'saved';
      });
      return saved;
    } catch (error) {
      runInAction(() => {
        this.phase = 'improved';
        this.error = error;
      });
      return null;
    }
  }

  dispose() {
    this.controller?.abort();
  }
}
