/**
 * The indexer popup's state (SPEC §2's "indexer" popup): the URLs it was
 * opened with (a post's published addresses, read from GET
 * /api/integrations/publications?postId=, or URLs the opener passes), the
 * ones the user ticks or adds, the search engines to send them to
 * (IndexNow for verified sites, Google's Indexing API when the team
 * connected it), what that costs, and each URL's answer after POST
 * /api/indexer/submit.
 */
import {
  type ApiClient,
  ApiError,
  INDEXER_MAX_URLS,
  type IndexEngine,
  IndexerView,
  type IndexSubmissionView,
  IndexSubmitResult,
  isHttpUrl,
  PublicationList,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';

/** GET /api/integrations/publications answers a post's publications (where it went, and its address). */
const Publications = PublicationList.shape.data;

const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

export interface IndexerPopupInput {
  /** URLs to offer, ticked (e.g. a list's selection). */
  urls?: string[];
  /** A post whose published addresses are offered. */
  postId?: string;
}

export class IndexerPopupStore {
  indexer: IndexerView | null = null;
  loading = false;
  loadError = '';
  /** Every URL offered, in order, and whether it is ticked. */
  offered: { url: string; chosen: boolean }[] = [];
  /** Where the URLs came from, said above the list (e.g. "Published addresses of this post"). */
  origin = '';
  extraText = '';
  extraError = '';
  engines: Record<IndexEngine, boolean> = { indexNow: true, google: true };
  submitting = false;
  submitError = '';
  result: IndexSubmitResult | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get chosenUrls(): string[] {
    return this.offered.filter((o) => o.chosen).map((o) => o.url);
  }

  /** The verified sites' hosts (IndexNow sends only their URLs). */
  get verified(): Set<string> {
    return new Set(this.indexer?.hosts.map((h) => h.host) ?? []);
  }

  /** Whether each engine can be chosen: IndexNow needs a verified site, Google a connection. */
  get available(): Record<IndexEngine, boolean> {
    return { indexNow: this.verified.size > 0, google: Boolean(this.indexer?.google) };
  }

  /** The engines that will be sent to. */
  get chosenEngines(): IndexEngine[] {
    return (['indexNow', 'google'] as const).filter((e) => this.engines[e] && this.available[e]);
  }

  /** What the engines chosen will do with one URL, before it is sent. */
  plan(url: string): string {
    const toIndexNow = this.chosenEngines.includes('indexNow') && this.verified.has(hostOf(url));
    const toGoogle = this.chosenEngines.includes('google');
    if (toIndexNow && toGoogle) return 'IndexNow and Google';
    if (toIndexNow) return 'IndexNow';
    if (toGoogle) return 'Google';
    return 'No engine: the site is not verified';
  }

  /** Why the chosen URLs cannot be sent as they are ('' when they can). */
  get problem(): string {
    if (this.chosenEngines.length === 0) return 'Choose at least one search engine.';
    if (this.chosenUrls.length === 0) return 'Tick at least one URL.';
    if (this.chosenUrls.length > INDEXER_MAX_URLS) return `At most ${INDEXER_MAX_URLS} URLs at once.`;
    const unsendable = this.chosenUrls.filter((u) => this.plan(u).startsWith('No engine'));
    if (unsendable.length)
      return `Verify ${[...new Set(unsendable.map(hostOf))].join(', ')} on the indexer page first, or choose Google.`;
    return '';
  }

  get cost(): number {
    return this.chosenUrls.length * (this.indexer?.creditsPerUrl ?? 0);
  }

  get canSubmit(): boolean {
    return !this.submitting && !this.result && this.problem === '';
  }

  /** Each URL's answer, once sent. */
  resultOf(url: string): IndexSubmissionView | undefined {
    return this.result?.submissions.find((s) => s.url === url);
  }

  async load(input: IndexerPopupInput) {
    this.loading = true;
    this.loadError = '';
    try {
      const [indexer, publications] = await Promise.all([
        this.api.get('/api/indexer', { schema: IndexerView }),
        input.postId
          ? this.api.get(`/api/integrations/publications?postId=${encodeURIComponent(input.postId)}`, {
              schema: Publications,
            })
          : Promise.resolve([]),
      ]);
      const published = publications
        .filter((p) => p.state === 'published' && p.url && isHttpUrl(p.url))
        .map((p) => p.url as string);
      const urls = [...new Set([...(input.urls ?? []).filter(isHttpUrl), ...published])];
      runInAction(() => {
        this.indexer = indexer;
        this.engines = { indexNow: this.available.indexNow, google: this.available.google };
        this.offered = urls.map((url) => ({ url, chosen: true }));
        this.origin = input.postId
          ? published.length
            ? 'The addresses where this post is published.'
            : 'This post is not published anywhere yet: add its address below.'
          : '';
      });
    } catch (err) {
      runInAction(() => {
        this.loadError = messageOf(err);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  toggleUrl(url: string) {
    const item = this.offered.find((o) => o.url === url);
    if (item) item.chosen = !item.chosen;
    this.submitError = '';
  }

  toggleEngine(engine: IndexEngine) {
    this.engines[engine] = !this.engines[engine];
    this.submitError = '';
  }

  setExtraText(value: string) {
    this.extraText = value;
    this.extraError = '';
  }

  /** Adds the typed URLs (one per line) to the list, ticked. */
  addExtra() {
    const typed = [
      ...new Set(
        this.extraText
          .split(/\s+/)
          .map((u) => u.trim())
          .filter(Boolean),
      ),
    ];
    const bad = typed.filter((u) => !isHttpUrl(u));
    if (bad.length) {
      this.extraError = `Not a web address: ${bad.slice(0, 3).join(', ')}${bad.length > 3 ? '…' : ''}`;
      return;
    }
    for (const url of typed) {
      const item = this.offered.find((o) => o.url === url);
      if (item) item.chosen = true;
      else this.offered.push({ url, chosen: true });
    }
    this.extraText = '';
  }

  async submit() {
    if (!this.canSubmit) return;
    this.submitting = true;
    this.submitError = '';
    try {
      const result = await this.api.post(
        '/api/indexer/submit',
        { urls: this.chosenUrls, engines: this.chosenEngines },
        { schema: IndexSubmitResult },
      );
      runInAction(() => {
        this.result = result;
      });
    } catch (err) {
      runInAction(() => {
        this.submitError = messageOf(err);
      });
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
