import {
  type CustomStepInput,
  type CustomStepKind,
  CustomWorkflowBody,
  type CustomWorkflowStartView,
  type CustomWorkflowView,
  customRunsCost,
  customWorkflowCost,
  type IntegrationView,
  keywordsFromText,
  MAX_CUSTOM_KEYWORDS,
  MAX_CUSTOM_STEPS,
} from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import { RunLater } from '../common/RunLater';
import type { CustomWorkflowsApi } from './customWorkflowsApi';

/** A step being edited: its kind, prompt and options, with a stable key for React. */
export interface DraftStep {
  key: number;
  kind: CustomStepKind;
  prompt: string;
  points: number;
  length: 'short' | 'medium';
  language: string;
  links: number;
  integrationId: string;
  status: 'draft' | 'publish';
}

let nextKey = 1;

export function draftStep(kind: CustomStepKind, from: Partial<CustomStepInput> = {}): DraftStep {
  const get = <T>(name: string, fallback: T): T =>
    (from as Record<string, unknown>)[name] !== undefined
      ? ((from as Record<string, unknown>)[name] as T)
      : fallback;
  return {
    key: nextKey++,
    kind,
    prompt: get('prompt', ''),
    points: get('points', 5),
    length: get('length', 'short'),
    language: get('language', ''),
    links: get('links', 5),
    integrationId: get('integrationId', ''),
    status: get('status', 'draft'),
  };
}

/** The API's shape of a draft step: only the fields of its kind. */
export function stepInput(step: DraftStep): CustomStepInput {
  const prompt = step.prompt.trim() ? { prompt: step.prompt } : {};
  switch (step.kind) {
    case 'research':
      return { kind: 'research', ...prompt, points: step.points };
    case 'write':
      return {
        kind: 'write',
        ...prompt,
        length: step.length,
        ...(step.language ? { language: step.language } : {}),
      };
    case 'internal-links':
      return { kind: 'internal-links', ...prompt, links: step.links };
    case 'publish':
      return { kind: 'publish', integrationId: step.integrationId, status: step.status };
    default:
      return { kind: step.kind, ...prompt };
  }
}

/** A new workflow's steps: the usual order, ready to edit. */
const starterSteps = (): DraftStep[] => [draftStep('research'), draftStep('outline'), draftStep('write')];

/**
 * /dashboard/custom-workflow: the team's saved workflows, the one being
 * composed (new or edited), and running one on keywords.
 */
export class CustomWorkflowsStore {
  workflows: CustomWorkflowView[] = [];
  sites: IntegrationView[] = [];
  loading = true;
  loadError: unknown = null;

  /** The composer: null when closed; editingId null for a new workflow. */
  composing = false;
  editingId: string | null = null;
  name = '';
  steps: DraftStep[] = [];
  /** Set by the first save: from then on the problems follow each change (fixed ones go at once). */
  checked = false;
  saving = false;
  saveError: unknown = null;

  /** The workflow being run, its keywords (a textarea, one a line) and the runs started. */
  runningId: string | null = null;
  keywordText = '';
  keywordProblem: string | null = null;
  starting = false;
  startError: unknown = null;
  started: CustomWorkflowStartView | null = null;
  /** Run later, at a time in the browser's time zone. */
  readonly later = new RunLater();

  constructor(private readonly api: CustomWorkflowsApi) {
    makeAutoObservable<CustomWorkflowsStore, 'api'>(this, { api: false, later: false }, { autoBind: true });
  }

  async load(signal?: AbortSignal) {
    this.loading = true;
    try {
      const [workflows, sites] = await Promise.all([
        this.api.list(signal),
        this.api.sites(signal).catch(() => [] as IntegrationView[]),
      ]);
      runInAction(() => {
        this.workflows = workflows;
        this.sites = sites;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = error;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  // The composer.

  startNew() {
    this.composing = true;
    this.editingId = null;
    this.name = '';
    this.steps = starterSteps();
    this.checked = false;
    this.saveError = null;
  }

  edit(workflow: CustomWorkflowView) {
    this.composing = true;
    this.editingId = workflow.id;
    this.name = workflow.name;
    this.steps = workflow.steps.map((s) => draftStep(s.kind, s));
    this.checked = false;
    this.saveError = null;
  }

  closeComposer() {
    this.composing = false;
    this.editingId = null;
    this.checked = false;
  }

  setName(name: string) {
    this.name = name;
  }

  addStep(kind: CustomStepKind) {
    if (this.steps.length >= MAX_CUSTOM_STEPS) return;
    const step = draftStep(kind);
    if (kind === 'publish' && this.sites[0]) step.integrationId = this.sites[0].id;
    this.steps.push(step);
  }

  removeStep(key: number) {
    this.steps = this.steps.filter((s) => s.key !== key);
  }

  /** Moves a step up (-1) or down (+1). */
  moveStep(key: number, by: -1 | 1) {
    const from = this.steps.findIndex((s) => s.key === key);
    const to = from + by;
    if (from < 0 || to < 0 || to >= this.steps.length) return;
    const next = [...this.steps];
    const [step] = next.splice(from, 1);
    next.splice(to, 0, step!);
    this.steps = next;
  }

  updateStep(key: number, change: Partial<Omit<DraftStep, 'key' | 'kind'>>) {
    const step = this.steps.find((s) => s.key === key);
    if (step) Object.assign(step, change);
  }

  get body() {
    return { name: this.name, steps: this.steps.map(stepInput) };
  }

  /** Problems of the composed workflow (the shared schema's messages), once a save was tried. */
  get problems(): string[] {
    if (!this.checked) return [];
    const parsed = CustomWorkflowBody.safeParse(this.body);
    return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
  }

  /** What one run of the composed steps costs (the same estimate the API reserves). */
  get composedCost() {
    return customWorkflowCost(this.body.steps);
  }

  /** Saves the composed workflow; false when it has problems (shown) or the API refused (saveError). */
  async save(): Promise<boolean> {
    this.checked = true;
    if (this.problems.length) return false;
    this.saving = true;
    this.saveError = null;
    try {
      const saved = this.editingId
        ? await this.api.update(this.editingId, this.body)
        : await this.api.create(this.body);
      runInAction(() => {
        this.workflows = [saved, ...this.workflows.filter((w) => w.id !== saved.id)];
        this.composing = false;
        this.editingId = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveError = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  async remove(id: string) {
    await this.api.remove(id);
    runInAction(() => {
      this.workflows = this.workflows.filter((w) => w.id !== id);
      if (this.runningId === id) this.runningId = null;
      if (this.editingId === id) this.closeComposer();
    });
  }

  // Running.

  openRun(id: string) {
    this.runningId = id;
    this.keywordProblem = null;
    this.startError = null;
    this.started = null;
  }

  closeRun() {
    this.runningId = null;
  }

  setKeywordText(text: string) {
    this.keywordText = text;
    this.keywordProblem = null;
  }

  get runningWorkflow(): CustomWorkflowView | null {
    return this.workflows.find((w) => w.id === this.runningId) ?? null;
  }

  get keywords(): string[] {
    return keywordsFromText(this.keywordText);
  }

  /** What the start holds: one run per keyword. */
  get runCost() {
    const workflow = this.runningWorkflow;
    return workflow ? customRunsCost(workflow.steps, this.keywords.length) : { words: 0, workflows: 0 };
  }

  /** Starts (or schedules, with runLater) one run per keyword; null when the keywords have a problem (shown) or the API refused (startError). */
  async run(): Promise<CustomWorkflowStartView | null> {
    const workflow = this.runningWorkflow;
    if (!workflow) return null;
    const keywords = this.keywords;
    if (keywords.length === 0) {
      this.keywordProblem = 'Add at least one keyword, one a line.';
      return null;
    }
    if (keywords.length > MAX_CUSTOM_KEYWORDS) {
      this.keywordProblem = `At most ${MAX_CUSTOM_KEYWORDS} keywords at once (you have ${keywords.length}).`;
      return null;
    }
    const later = this.later.on ? this.later.fields() : {};
    if (!later) return null;
    this.starting = true;
    this.startError = null;
    try {
      const started = await this.api.run(workflow.id, { keywords, ...later });
      runInAction(() => {
        this.started = started;
        this.keywordText = '';
      });
      this.later.reset();
      return started;
    } catch (error) {
      runInAction(() => {
        this.startError = error;
      });
      return null;
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }
}
