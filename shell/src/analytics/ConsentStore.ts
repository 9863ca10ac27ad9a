import { CONSENT_EVENT, CONSENT_STORAGE_KEY, type ConsentChoice, parseConsent } from '@inkpress/shared-core';
import { makeAutoObservable } from 'mobx';

/** localStorage, or nothing when the browser refuses it (private modes, blocked storage). */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's cookie-consent choice, remembered in localStorage under
 * CONSENT_STORAGE_KEY. Undecided until they accept or reject. It belongs to
 * the browser, not the account, so logout keeps it.
 */
export class ConsentStore {
  choice: ConsentChoice | undefined;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = browserStorage()) {
    let stored: unknown;
    try {
      stored = storage?.getItem(CONSENT_STORAGE_KEY);
    } catch {
      stored = undefined;
    }
    this.choice = parseConsent(stored);
    makeAutoObservable<ConsentStore, 'storage'>(this, { storage: false });
  }

  get decided(): boolean {
    return this.choice !== undefined;
  }

  get accepted(): boolean {
    return this.choice === 'accepted';
  }

  /**
   * Takes a choice made on the server's cookie notice (its script announces
   * it as `inkpress:consent` after keeping it) while the app was starting.
   */
  listen(target: Pick<Window, 'addEventListener'>): void {
    target.addEventListener(CONSENT_EVENT, (event) => {
      const choice = parseConsent((event as CustomEvent<unknown>).detail);
      if (choice) this.choose(choice);
    });
  }

  accept(): void {
    this.choose('accepted');
  }

  reject(): void {
    this.choose('rejected');
  }

  private choose(choice: ConsentChoice) {
    this.choice = choice;
    try {
      this.storage?.setItem(CONSENT_STORAGE_KEY, choice);
    } catch {
      // Remembered for this page only.
    }
  }
}
