/**
 * A tiny element builder for the embed: text always goes in as text nodes
 * (never HTML), attributes through setAttribute, listeners by `on`.
 */
type Child = Node | string | number | null | undefined | false;
type Listeners = Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;
type Value = string | number | boolean | null | undefined;
/** Attributes by name (true: present, false/null/undefined: absent), and listeners under `on`. */
export interface Attributes {
  on?: Listeners;
  [name: string]: Value | Listeners;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (name === 'on') {
      for (const [event, listener] of Object.entries(value as Listeners)) {
        el.addEventListener(event, listener as EventListener);
      }
    } else if (value === true) el.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces everything in `parent`. */
export function replace(parent: Node, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, children);
}
