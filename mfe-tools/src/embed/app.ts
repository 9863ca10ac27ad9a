/**
 * The embed page's application: the tool's form and its result in plain
 * DOM inside the page the API served (`/embed/{slug}`), its size told to the
 * partner's page. The page's data comes from its JSON script element.
 */
import { type ApiClient, quotaResetsText } from '@inkpress/shared-core';
import { type ToolDefinition, toolBySlug } from '@inkpress/shared-core/tools';
import { ToolRun } from '../tool/ToolRun';
import { h, replace } from './dom';
import { createForm } from './form';
import { type ResultActions, renderResult } from './results';

/** What the API puts in the page (api/src/routes/embed/page.ts, EmbedPageConfig). */
export interface EmbedConfig {
  slug: string;
  partner: string | null;
  origins: string[];
  toolUrl: string;
}

/**
 * Sign-up on Inkpress from the widget, coming back to the tool's page: the
 * tool page's address (`toolUrl`, with the partner's referral code) gives
 * the origin, the way back and the `ref` the affiliate programme reads.
 */
export function signUpUrl(toolUrl: string): string {
  const tool = new URL(toolUrl);
  const url = new URL('/register', tool.origin);
  url.searchParams.set('from', tool.pathname);
  const ref = tool.searchParams.get('ref');
  if (ref) url.searchParams.set('ref', ref);
  return url.toString();
}

/**
 * The widget's own answer to a used-up daily quota (there is no shell, so no
 * popup): the visitor's quota offers a free account on Inkpress and says when
 * the free runs come back; the partner's quota offers the tool on Inkpress.
 */
function quotaLinks(run: ToolRun, config: EmbedConfig): (Node | string)[] {
  if (run.quotaReached && run.quota) {
    return [
      ' ',
      h(
        'span',
        { class: 'ink-quota-resets' },
        `Your free runs come back ${quotaResetsText(run.quota.resetsAt)}. `,
      ),
      h(
        'a',
        { href: signUpUrl(config.toolUrl), target: '_blank', rel: 'nofollow noopener' },
        'Create a free account',
      ),
    ];
  }
  if (run.quota) {
    return [
      ' ',
      h('a', { href: config.toolUrl, target: '_blank', rel: 'nofollow noopener' }, 'Use it on Inkpress'),
    ];
  }
  return [];
}

export function readConfig(doc: Document): EmbedConfig | null {
  const text = doc.getElementById('inkpress-embed')?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<EmbedConfig>;
    if (typeof value.slug !== 'string' || typeof value.toolUrl !== 'string') return null;
    return {
      slug: value.slug,
      partner: typeof value.partner === 'string' ? value.partner : null,
      origins: Array.isArray(value.origins)
        ? value.origins.filter((o): o is string => typeof o === 'string')
        : [],
      toolUrl: value.toolUrl,
    };
  } catch {
    return null;
  }
}

function browserActions(doc: Document): Omit<ResultActions, 'replaceText'> {
  return {
    copy(text) {
      void doc.defaultView?.navigator.clipboard?.writeText(text).catch(() => undefined);
    },
    download(name, text, type) {
      const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
      const a = h('a', { href: url, download: name });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  };
}

/**
 * Renders `tool` into `main`: heading, form, status and result. Returns the
 * run (for tests). `actions` replace copy and download (tests).
 */
export function mountEmbed(
  main: HTMLElement,
  tool: ToolDefinition,
  config: EmbedConfig,
  api: ApiClient,
  actions: Partial<ResultActions> = {},
): ToolRun {
  const doc = main.ownerDocument;
  const status = h('div', { class: 'ink-status', role: 'status' });
  const result = h('div', { class: 'ink-result-slot' });
  let form: ReturnType<typeof createForm> | null = null;
  const render = () => {
    form?.update();
    if (run.error) {
      replace(status, h('p', { class: 'ink-alert', role: 'alert' }, run.error, ...quotaLinks(run, config)));
    } else replace(status);
    replace(result, renderResult(run, { ...browserActions(doc), ...actions, replaceText }));
  };
  const run: ToolRun = new ToolRun(tool, api, render);
  function replaceText(text: string) {
    run.setValue('text', text);
    form?.setControl('text', text);
    void run.run();
  }
  form = createForm(run, () => void run.run());
  replace(
    main,
    h('h1', { class: 'ink-title' }, tool.name),
    h('p', { class: 'ink-promise' }, tool.promise),
    form.element,
    status,
    result,
  );
  render();
  return run;
}

/** The tool of the page, if the catalogue has it. */
export function toolOf(config: EmbedConfig): ToolDefinition | null {
  return toolBySlug.get(config.slug) ?? null;
}
