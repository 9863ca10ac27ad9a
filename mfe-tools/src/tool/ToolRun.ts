/**
 * One tool run (POST /api/tools/{slug}), without a framework, for the tool
 * page and the embedded widget alike: the form's values checked with the
 * catalogue's own input schema (the API's, same messages), then a library
 * tool's JSON report or a writing tool's stream — `meta`, `report`, `delta`,
 * `translation`, `done` (with the credits a signed-in run cost),
 * `report-after`, `error` — and the error of a refused run, on its field when
 * the API names one.
 *
 * Every state change goes through `change`: the widget passes `onChange` and
 * redraws; the page's ToolRunStore makes the fields observable and runs each
 * change as a MobX action.
 */
import {
  type ApiClient,
  ApiError,
  isAbortError,
  isVisitorQuota,
  type QuotaUsedUpData,
  quotaUsedUpOf,
} from '@inkpress/shared-core';
import {
  isStreamedTool,
  type ToolDefinition,
  toolDefaults,
  toolInputSchema,
} from '@inkpress/shared-core/tools';

export type RunStatus = 'idle' | 'running' | 'success' | 'failure';
export type FieldValue = string | number | string[];

const FAILED = 'The tool could not run. Please try again.';

export class ToolRun {
  values: Record<string, FieldValue>;
  status: RunStatus = 'idle';
  /** The streamed text so far (writing tools). */
  text = '';
  /** A library tool's answer, or the report of the input before the AI's rewrite. */
  report: unknown = null;
  /** The report of the AI's result (readability and detector tools). */
  reportAfter: unknown = null;
  translations: { language: string; text: string }[] = [];
  /** Who wrote the text ("offline writer" when no AI model is configured). */
  writer: string | null = null;
  /** Credits the run cost (signed in; visitors' runs are free). */
  credits = 0;
  error: string | null = null;
  /**
   * A used-up daily quota (429 RateLimitError with the quota's data, issue 13):
   * the visitor's own (sign-up lifts it) or, in a partner's widget, the partner's.
   */
  quota: QuotaUsedUpData | null = null;
  /** The visitor's own quota is used up: the page (through the shell's popup) and the widget offer sign-up. */
  quotaReached = false;
  fieldErrors: Record<string, string> = {};
  private controller: AbortController | null = null;

  constructor(
    readonly tool: ToolDefinition,
    private readonly api: ApiClient,
    private readonly onChange: () => void = () => undefined,
  ) {
    this.values = toolDefaults(tool);
  }

  get running(): boolean {
    return this.status === 'running';
  }

  get streamed(): boolean {
    return isStreamedTool(this.tool);
  }

  /**
   * Applies a state change and tells the view. A keystroke only redraws when
   * it clears a field's error (`notify`), so the widget's form keeps its focus.
   */
  protected change(mutate: () => void, notify = true): void {
    mutate();
    if (notify) this.onChange();
  }

  setValue(name: string, value: FieldValue): void {
    const hadError = name in this.fieldErrors;
    this.change(() => {
      this.values[name] = value;
      delete this.fieldErrors[name];
    }, hadError);
  }

  /**
   * The body: the fields that have a value. Empty optional fields are left
   * out; an empty required text is sent empty, so the check says it is required.
   */
  get body(): Record<string, FieldValue> {
    const body: Record<string, FieldValue> = {};
    for (const field of this.tool.fields) {
      const value = this.values[field.name];
      const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
      if (empty && field.required && (field.kind === 'text' || field.kind === 'textarea'))
        body[field.name] = '';
      if (empty) continue;
      body[field.name] = field.kind === 'number' ? Number(value) : value;
    }
    return body;
  }

  /** The answer as plain text, for copying. */
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

  private reset(): void {
    this.text = '';
    this.report = null;
    this.reportAfter = null;
    this.translations = [];
    this.writer = null;
    this.credits = 0;
    this.error = null;
    this.quota = null;
    this.quotaReached = false;
    this.fieldErrors = {};
  }

  async run(): Promise<void> {
    this.controller?.abort();
    this.controller = null;
    const checked = toolInputSchema(this.tool).safeParse(this.body);
    if (!checked.success) {
      this.change(() => {
        this.reset();
        for (const issue of checked.error.issues) {
          const name = String(issue.path[0] ?? '');
          if (name && !this.fieldErrors[name]) this.fieldErrors[name] = issue.message;
        }
        this.status = 'failure';
        this.error = 'Please check the form.';
      });
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.change(() => {
      this.reset();
      this.status = 'running';
    });
    const path = `/api/tools/${encodeURIComponent(this.tool.slug)}`;
    // A run that a newer one replaced says nothing more: the newer run owns the state.
    const current = () => this.controller === controller;
    try {
      if (!this.streamed) {
        const answer = await this.api.post<{ result: unknown }>(path, this.body, {
          signal: controller.signal,
        });
        if (!current()) return;
        this.change(() => {
          this.report = answer.result;
          this.status = 'success';
        });
      } else {
        for await (const event of this.api.stream(path, this.body, { signal: controller.signal })) {
          if (!current()) return;
          const data = event.data ? (JSON.parse(event.data) as Record<string, unknown>) : {};
          this.change(() => this.apply(event.event, data));
        }
        if (!current()) return;
        this.change(() => {
          if (this.status === 'running') this.status = 'success';
        });
      }
    } catch (err) {
      if (current()) this.change(() => this.fail(err, controller.signal.aborted || isAbortError(err)));
    } finally {
      if (current()) this.controller = null;
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
      this.quota = quotaUsedUpOf(err);
      this.quotaReached = isVisitorQuota(this.quota);
      const issues =
        (err.data as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues ?? [];
      for (const issue of issues) {
        const name = Array.isArray(issue.path) ? String(issue.path[0] ?? '') : String(issue.path ?? '');
        if (name && typeof issue.message === 'string') this.fieldErrors[name] = issue.message;
      }
      this.error = err.message || FAILED;
    } else this.error = FAILED;
  }

  /** Stops a running stream; what was written so far stays. */
  stop(): void {
    this.controller?.abort();
  }
}
