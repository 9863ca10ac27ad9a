import { makeAutoObservable, runInAction } from 'mobx';
import { type ErrorTexts, explainError } from './errors';
import type { FieldErrors } from './validation';

export interface FormModelOptions<V extends Record<keyof V, string>> {
  /** The values the form starts with. */
  initial: V;
  /** Client-side checks (field → message); run on blur, on submit and, after a submit, as one types. */
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>;
  /** The screen's wording for the error codes it expects. */
  errorTexts?: ErrorTexts;
}

type Key<V> = Extract<keyof V, string>;

/**
 * The state of one account form: values, which fields were left, client and
 * server errors, the form-level message and whether it is sending. Screens
 * observe it; `submit` runs the screen's call and keeps the rules in one
 * place: nothing is sent while a field is wrong, and a server answer about a
 * field is shown on that field until it is edited.
 */
export class FormModel<V extends Record<keyof V, string>> {
  values: V;
  /** Fields the person has left at least once. */
  touched: Partial<Record<Key<V>, boolean>> = {};
  /** Per-field messages from the last server answer; cleared as the field changes. */
  serverErrors: FieldErrors<Key<V>> = {};
  /** A message for the whole form (role="alert"), or ''. */
  formError = '';
  /** The code of the last failure, for screens that react to one (e.g. EmailKeyExpired). */
  errorCode = '';
  submitting = false;
  /** A submit was tried: every field shows its error from now on. */
  attempted = false;

  private readonly options: FormModelOptions<V>;

  constructor(options: FormModelOptions<V>) {
    this.options = options;
    this.values = { ...options.initial };
    makeAutoObservable<this, 'options'>(this, { options: false }, { autoBind: true });
  }

  /** Client-side problems of the current values. */
  get clientErrors(): FieldErrors<Key<V>> {
    return this.options.validate(this.values);
  }

  /** The message a field shows now: the server's answer first, then a client problem once it counts. */
  error(field: Key<V>): string | undefined {
    const server = this.serverErrors[field];
    if (server) return server;
    if (!this.attempted && !this.touched[field]) return undefined;
    return this.clientErrors[field];
  }

  get isValid(): boolean {
    return Object.keys(this.clientErrors).length === 0;
  }

  set(field: Key<V>, value: string) {
    this.values[field] = value as V[Key<V>];
    delete this.serverErrors[field];
    this.formError = '';
    this.errorCode = '';
  }

  /** Marks a field as left (its error shows from now on), unless it is still empty. */
  blur(field: Key<V>) {
    if (this.values[field] !== '') this.touched[field] = true;
  }

  reset(values: Partial<V> = {}) {
    this.values = { ...this.options.initial, ...values };
    this.touched = {};
    this.serverErrors = {};
    this.formError = '';
    this.errorCode = '';
    this.attempted = false;
  }

  /**
   * Validates, then runs `action` with the values. Resolves to its result, or to undefined when
   * a field is wrong, another submit is running, or the call failed (the errors are then set).
   */
  async submit<T>(action: (values: V) => Promise<T>): Promise<T | undefined> {
    if (this.submitting) return undefined;
    this.attempted = true;
    this.formError = '';
    this.errorCode = '';
    if (!this.isValid) return undefined;
    this.submitting = true;
    try {
      const result = await action({ ...this.values });
      runInAction(() => {
        this.submitting = false;
      });
      return result;
    } catch (err) {
      const explained = explainError(
        err,
        this.options.errorTexts,
        Object.keys(this.options.initial) as Key<V>[],
      );
      runInAction(() => {
        this.submitting = false;
        this.serverErrors = explained.fields as FieldErrors<Key<V>>;
        this.formError = explained.message;
        this.errorCode = explained.code;
      });
      return undefined;
    }
  }
}
