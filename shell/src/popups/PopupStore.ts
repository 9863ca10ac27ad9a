import { isPopupType, type PopupType } from '@inkpress/shared-core';
import type { OpenPopup, ShellPopups } from '@inkpress/shared-ui';
import { makeAutoObservable } from 'mobx';

/**
 * The popup registry (SPEC §4): a stack of open popups, the last on top.
 * Opening a type that is already open does nothing; closing removes that
 * type; `clear` closes them all. Opening asks for the owning remote to be
 * loaded, so its component is there when it can be.
 */
export class PopupStore implements ShellPopups {
  stack: OpenPopup[] = [];

  constructor(private readonly onOpen: (type: PopupType) => void = () => undefined) {
    makeAutoObservable<PopupStore, 'onOpen'>(this, { onOpen: false });
  }

  open(type: PopupType, props: Record<string, unknown> = {}): void {
    if (!isPopupType(type)) {
      console.error(`[shell] unknown popup type ${String(type)}`);
      return;
    }
    if (this.isOpen(type)) return;
    this.stack.push({ type, props });
    this.onOpen(type);
  }

  close(type: PopupType): void {
    this.stack = this.stack.filter((popup) => popup.type !== type);
  }

  clear(): void {
    this.stack = [];
  }

  isOpen(type: PopupType): boolean {
    return this.stack.some((popup) => popup.type === type);
  }

  /** The popup on top, which Escape and its close button close. */
  get top(): OpenPopup | undefined {
    return this.stack[this.stack.length - 1];
  }
}
