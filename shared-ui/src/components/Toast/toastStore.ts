import type { ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastAction {
  /** The button text. */
  label: string;
  /** Runs the action; the toast closes afterwards. */
  onClick: () => void;
}

export interface ToastOptions {
  /** The message. */
  message: ReactNode;
  /** A bold first line. */
  title?: ReactNode;
  /** Colour and icon. Default `info`. */
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; `null` keeps it until closed. Default 5000. */
  duration?: number | null;
  /** One optional action button (e.g. Undo). */
  action?: ToastAction;
  /** Showing a toast with an id already on screen replaces it instead of stacking a copy. */
  id?: string;
}

export interface Toast extends Omit<ToastOptions, 'tone' | 'duration' | 'id'> {
  id: string;
  tone: ToastTone;
  duration: number | null;
}

/** The default time a toast stays on screen. */
export const DEFAULT_TOAST_DURATION = 5000;

/**
 * A tiny external store of the toasts on screen (newest last), read with `useSyncExternalStore`.
 * Framework-free, so non-React code (an API error handler) can show a toast too.
 */
export class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  /** @param limit the most toasts kept at once; the oldest goes first. */
  constructor(private readonly limit = 5) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Toast[] => this.toasts;

  /** Shows a toast and returns its id. */
  show = ({ id, tone = 'info', duration = DEFAULT_TOAST_DURATION, ...rest }: ToastOptions): string => {
    const toast: Toast = { ...rest, id: id ?? `toast-${this.nextId++}`, tone, duration };
    const others = this.toasts.filter((existing) => existing.id !== toast.id);
    this.set([...others, toast].slice(-this.limit));
    return toast.id;
  };

  dismiss = (id: string): void => {
    if (this.toasts.some((toast) => toast.id === id))
      this.set(this.toasts.filter((toast) => toast.id !== id));
  };

  clear = (): void => {
    if (this.toasts.length) this.set([]);
  };

  private set(toasts: readonly Toast[]) {
    this.toasts = toasts;
    for (const listener of this.listeners) listener();
  }
}

/** The app-wide store used when no `ToastProvider` gives another one. */
export const toastStore = new ToastStore();
