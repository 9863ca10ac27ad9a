import type { Command, EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { useState, useSyncExternalStore } from 'react';
import { docToHtml } from './html';

/**
 * Connects an EditorView component with the components around it (the
 * toolbar, the AI menu, the SEO panel): it holds the ProseMirror view once
 * it exists and tells subscribers about every new state, so only they
 * re-render on a keystroke, not the whole screen.
 */
export class EditorController {
  view: EditorView | null = null;
  private readonly listeners = new Set<() => void>();

  /** The current editor state, or null before the view exists. */
  get state(): EditorState | null {
    return this.view?.state ?? null;
  }

  /** Called by EditorView: the view is there (or gone, with null). */
  attach(view: EditorView | null): void {
    this.view = view;
    this.notify();
  }

  /** Called by EditorView after each transaction. */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Whether `command` would apply now (its dry run). */
  can(command: Command): boolean {
    const { view } = this;
    return view ? command(view.state, undefined, view) : false;
  }

  /** Runs `command` on the editor; false when it does not apply or there is no editor yet. */
  run(command: Command, { focus = true }: { focus?: boolean } = {}): boolean {
    const { view } = this;
    if (!view) return false;
    const applied = command(view.state, view.dispatch, view);
    if (focus) view.focus();
    return applied;
  }

  /** The document's HTML now ('' before the view exists). */
  getHtml(): string {
    return this.view ? docToHtml(this.view.state.doc) : '';
  }
}

/** One controller for the lifetime of the calling component. */
export function useEditorController(): EditorController {
  return useState(() => new EditorController())[0];
}

/** The editor state, re-rendering the caller on every transaction (null before the view exists). */
export function useEditorState(controller: EditorController): EditorState | null {
  return useSyncExternalStore(
    controller.subscribe,
    () => controller.state,
    () => null,
  );
}
