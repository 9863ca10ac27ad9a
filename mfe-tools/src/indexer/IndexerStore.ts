/**
 * The indexer page's state (GET /api/indexer, POST /api/indexer/hosts,
 * POST /api/indexer/submit, GET /api/indexer/submissions, PUT and DELETE
 * /api/indexer/google): the team's key and verified sites, its Google
 * service account (the email only: the key is sent once and never comes
 * back), what is about to be submitted and what it will cost, and the
 * submissions with each search engine's answer. The store owns its
 * calls; the page only renders it.
 */
import {
  type ApiClient,
  ApiError,
  GOOGLE_KEY_MAX_CHARS,
  INDEXER_MAX_URLS,
  IndexerGoogleView,
  IndexerHostView,
  IndexerView,
  IndexSubmissionViews,
  IndexSubmitResult,
  isHttpUrl,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';

export type Source = 'urls' | 'sitemap';

const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';

export class IndexerStore {
  indexer: IndexerView | null = null;
  submissions: IndexSubmissionViews = [];
  loading = false;
  loadError = '';

  siteUrl = '';
  verifying = false;
  verifyError = '';

  /** The Google connect form: open, the pasted key, and what went wrong. */
  googleFormOpen = false;
  googleKeyText = '';
  googleBusy = false;
  googleError = '';

  source: Source = 'urls';
  urlsText = '';
  sitemapUrl = '';
  submitting = false;
  submitError = '';
  /** The last submission's summary, for the status line. */
  lastResult: IndexSubmitResult | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** The URLs typed, one per line, each once. */
  get urls(): string[] {
    return [
      ...new Set(
        this.urlsText
          .split(/\s+/)
          .map((u) => u.trim())
          .filter(Boolean),
      ),
    ];
  }

  /** What is wrong with the typed URLs, before anything is sent. */
  get urlsProblem(): string {
    const bad = this.urls.filter((u) => !isHttpUrl(u));
    if (bad.length) return `Not a web address: ${bad.slice(0, 3).join(', ')}${bad.length > 3 ? '…' : ''}`;
    if (this.urls.length > INDEXER_MAX_URLS) return `At most ${INDEXER_MAX_URLS} URLs at once.`;
    return '';
  }

  /** Credits the typed URLs cost (a sitemap's cost is known once its new URLs are). */
  get cost(): number {
    return this.urls.length * (this.indexer?.creditsPerUrl ?? 0);
  }

  /** Something to submit to: a verified site (IndexNow), or Google's Indexing API. */
  get hasEngine(): boolean {
    return Boolean(this.indexer?.hosts.length || this.indexer?.google);
  }

  get canSubmit(): boolean {
    if (this.submitting || !this.hasEngine) return false;
    return this.source === 'urls'
      ? this.urls.length > 0 && !this.urlsProblem
      : isHttpUrl(this.sitemapUrl.trim());
  }

  setSiteUrl(value: string) {
    this.siteUrl = value;
    this.verifyError = '';
  }
  openGoogleForm(open: boolean) {
    this.googleFormOpen = open;
    this.googleKeyText = '';
    this.googleError = '';
  }
  setGoogleKeyText(value: string) {
    this.googleKeyText = value;
    this.googleError = '';
  }
  /** Reads a chosen .json key file into the form (it is sent only when the user connects). */
  async readGoogleKeyFile(file: { size: number; text(): Promise<string> }) {
    if (file.size > GOOGLE_KEY_MAX_CHARS) {
      this.googleError = 'That file is too large to be a service account key.';
      return;
    }
    const text = await file.text();
    runInAction(() => this.setGoogleKeyText(text));
  }

  async connectGoogle() {
    if (!this.googleKeyText.trim()) {
      this.googleError = 'Paste the service account’s JSON key, or choose its file.';
      return;
    }
    this.googleBusy = true;
    this.googleError = '';
    try {
      const google = await this.api.put(
        '/api/indexer/google',
        { serviceAccountKey: this.googleKeyText },
        { schema: IndexerGoogleView },
      );
      runInAction(() => {
        if (this.indexer) this.indexer.google = google;
        this.googleFormOpen = false;
        this.googleKeyText = '';
      });
    } catch (err) {
      runInAction(() => {
        this.googleError = messageOf(err);
      });
    } finally {
      runInAction(() => {
        this.googleBusy = false;
      });
    }
  }

  async removeGoogle() {
    this.googleBusy = true;
    this.googleError = '';
    try {
      await this.api.delete('/api/indexer/google');
      runInAction(() => {
        if (this.indexer) this.indexer.google = null;
      });
    } catch (err) {
      runInAction(() => {
        // Already removed (by a teammate): the page shows it so.
        if (err instanceof ApiError && err.status === 404 && this.indexer) this.indexer.google = null;
        else this.googleError = messageOf(err);
      });
    } finally {
      runInAction(() => {
        this.googleBusy = false;
      });
    }
  }

  setSource(source: Source) {
    this.source = source;
    this.submitError = '';
  }
  setUrlsText(value: string) {
    this.urlsText = value;
    this.submitError = '';
  }
  setSitemapUrl(value: string) {
    this.sitemapUrl = value;
    this.submitError = '';
  }

  async load() {
    this.loading = true;
    this.loadError = '';
    try {
      const [indexer, submissions] = await Promise.all([
        this.api.get('/api/indexer', { schema: IndexerView }),
        this.api.get('/api/indexer/submissions?limit=50', { schema: IndexSubmissionViews }),
      ]);
      runInAction(() => {
        this.indexer = indexer;
        this.submissions = submissions;
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

  async verify() {
    const url = this.siteUrl.trim();
    if (!isHttpUrl(url)) {
      this.verifyError = 'Enter your site’s address, like https://blog.example.com.';
      return;
    }
    this.verifying = true;
    this.verifyError = '';
    try {
      const host = await this.api.post('/api/indexer/hosts', { url }, { schema: IndexerHostView });
      runInAction(() => {
        if (this.indexer)
          this.indexer.hosts = [...this.indexer.hosts.filter((h) => h.host !== host.host), host].sort(
            (a, b) => a.host.localeCompare(b.host),
          );
        this.siteUrl = '';
      });
    } catch (err) {
      runInAction(() => {
        this.verifyError = messageOf(err);
      });
    } finally {
      runInAction(() => {
        this.verifying = false;
      });
    }
  }

  async submit() {
    if (!this.canSubmit) return;
    this.submitting = true;
    this.submitError = '';
    this.lastResult = null;
    try {
      const body = this.source === 'urls' ? { urls: this.urls } : { sitemapUrl: this.sitemapUrl.trim() };
      const result = await this.api.post('/api/indexer/submit', body, { schema: IndexSubmitResult });
      runInAction(() => {
        this.lastResult = result;
        this.submissions = [...result.submissions, ...this.submissions].slice(0, 50);
        if (this.source === 'urls') this.urlsText = '';
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
