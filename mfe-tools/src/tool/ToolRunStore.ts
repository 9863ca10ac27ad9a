/**
 * One tool page's form and run (POST /api/tools/{slug}): the values of the
 * catalogue's fields, a library tool's JSON report, or a writing tool's
 * stream — the report of the input (`report`), the text as it is written
 * (`delta`), a translation per language, the report of the result
 * (`report-after`) — and the error of a refused run, on its field when the
 * API names one. The store owns its calls; the page only renders it.
 */
import { type ApiClient, ApiError } from '@inkpress/shared-core';
import { type ToolDefinition, toolDefaults } from '@inkpress/shared-core/tools';
import { makeAutoObservable, runInAction } from 'mobx';

export type RunStatus = 'idle' | 'running' | 'success' | 'failure';
export type FieldValue = string | number | string[];

interface FieldIssue {
  path: string;
  message: string;
}

function issuesOf(error: ApiError): FieldIssue[] {
  const data = error.data as { issues?: { path?: unknown; message?: unknown }[] } | undefined;
  return (data?.issues ?? [])
    .filter((i) => typeof i.message === 'string')
    .map((i) => ({
      path: Array.isArray(i.path) ? i.path.join('.') : String(i.path ?? ''),
      message: i.message as string,
    }));
}

export class ToolRunStore {
  values: Record<string, FieldValue>;
  status: RunStatus = 'idle';
  /** The streamed text so far (writing tools). */
  text = '';
  /** A library tool's answer, or the report of the input before the AI's rewrite. */
  report: unknown = null;
  /** The report of the AI's result (readability and detector tools). */
  reportAfter: unknown = null;
  /** The bulk translation: each language's finished text, in order. */
  translations: { language: string; text: string }[] = [];
  /** Who wrote the text ("offline writer" when no AI model is configured). */
  writer: string | null = null;
  /** Credits the run cost (signed in). */
  credits = 0;
  error: string | null = null;
  /** The 429 of a visitor's used-up quota: the page offers sign-up. */
  quotaReached = false;
  fieldErrors: Record<string, string> = {};
  private controller: AbortController | null = null;

  constructor(
    readonly tool: ToolDefinition,
    private readonly api: ApiClient,
  ) {
    this.values = toolDefaults(tool);
    makeAutoObservable<this, 'controller' | 'api'>(
      this,
      { controller: false, api: false, tool: false },
      { autoBind: true },
    );
  }

  get running(): boolean {
    return this.status === 'running';
  }

  get streamed(): boolean {
    return this.tool.engine !== 'library';
  }

  /** The answer as plain text, for copy and download. */
  get resultText(): string {
    if (this.translations.length)
      return this.translations.map((t) => `${t.language}\n${t.text}`).join('\n\n');
    if (this.text) return this.text;
    const r = this.report as Record<string, unknown> | null;
    if (!r) return '';
    if (typeof r.fixed === 'string') return r.fixed;
    if (typeof r.reference === 'string') return `${r.inText as string}\n${r.reference}`;
    if (Array.isArray(r.items)) return (r.items as string[]).join('\n');
    if (typeof r.text === 'string') return r.text;
    return '';
  }

  setValue(name: string, value: FieldValue): void {
    this.values[name] = value;
    if (this.fieldErrors[name]) delete this.fieldErrors[name];
  }

  /** The body: the fields that have a value (empty optional fields are left out). */
  get body(): Record<string, FieldValue> {
    const body: Record<string, FieldValue> = {};
    for (const field of this.tool.fields) {
      const value = this.values[field.name];
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      body[field.name] = field.kind === 'number' ? Number(value) : value;
    }
    return body;
  }

  async run(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'running';
    this.text = '';
    this.report = null;
    this.reportAfter = null;
    this.translations = [];
    this.writer = null;
    this.credits = 0;
    this.error = null;
    this.quotaReached = false;
    this.fieldErrors = {};
    const path = `/api/tools/${encodeURIComponent(this.tool.slug)}`;
    try {
      if (!this.streamed) {
        const answer = await this.api.post<{ result: unknown }>(path, this.body, {
          signal: controller.signal,
        });
        runInAction(() => {
          this.report = answer.result;
          this.status = 'success';
        });
        return;
      }
      for await (const event of this.api.stream(path, this.body, { signal: controller.signal })) {
        const data = event.data ? (JSON.parse(event.data) as Record<string, unknown>) : {};
        runInAction(() => this.apply(event.event, data));
      }
      runInAction(() => {
        if (this.status === 'running') this.status = 'success';
      });
    } catch (err) {
      runInAction(() => this.fail(err, controller.signal.aborted));
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  private apply(event: string, data: Record<string, unknown>): void {
    switch (event) {
      case 'meta':
        this.writer = typeof data.label === 'string' ? data.label : null;
        break;
      case 'report':
        this.report = data;
        break;
      case 'delta':
        if (typeof data.language === 'string') {
          const last = this.translations.at(-1);
          if (last?.language === data.language) last.text += String(data.text ?? '');
          else this.translations.push({ language: data.language, text: String(data.text ?? '') });
        } else this.text += String(data.text ?? '');
        break;
      case 'translation': {
        const entry = this.translations.find((t) => t.language === data.language);
        if (entry && typeof data.output === 'string') entry.text = data.output;
        break;
      }
      case 'report-after':
        this.reportAfter = data;
        break;
      case 'done':
        this.credits = typeof data.credits === 'number' ? data.credits : 0;
        if (Array.isArray(data.output)) this.text = (data.output as string[]).join('\n');
        else if (typeof data.output === 'string' && data.output) this.text = data.output;
        break;
      case 'error':
        this.fail(
          new ApiError({
            status: Number(data.status ?? 500),
            code: String(data.code ?? 'Error'),
            message: String(data.message ?? ''),
          }),
          false,
        );
        break;
      default:
        break;
    }
  }

  private fail(err: unknown, aborted: boolean): void {
    if (aborted) {
      this.status = this.text || this.report ? 'success' : 'idle';
      return;
    }
    this.status = 'failure';
    if (err instanceof ApiError) {
      this.quotaReached = err.status === 429;
      for (const issue of issuesOf(err)) if (issue.path) this.fieldErrors[issue.path] = issue.message;
      this.error = err.message || 'The tool could not run. Please try again.';
    } else this.error = 'The tool could not run. Please try again.';
  }

  /** Stops a running stream; what was written so far stays. */
  stop(): void {
    this.controller?.abort();
  }
}
