import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../common/ConfirmDialog';

export interface NavigationGuardProps {
  /** Whether leaving should ask first (there are unsaved changes). */
  when: boolean;
  /** Saves; resolves to true when it worked, and then the navigation goes on. */
  onSave: () => Promise<boolean>;
  /** Throws the changes away before leaving. */
  onDiscard: () => void;
  /** Paths under this prefix are the same screen: moving between them never asks. */
  samePrefix?: string;
}

/**
 * The in-app path a click would navigate to, or null when the click does
 * not leave the current screen through the app's router: a link to another
 * path of this origin, left button, no modifier key, no new tab or download,
 * not already handled. Paths under `samePrefix` (when given) stay.
 */
export function leavingPath(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
  >,
  location: { origin: string; pathname: string },
  samePrefix?: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!element || !(element instanceof HTMLAnchorElement)) return null;
  if (element.hasAttribute('download')) return null;
  const target = element.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(element.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname) return null;
  if (samePrefix && url.pathname.startsWith(samePrefix) && location.pathname.startsWith(samePrefix))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Asks the browser to confirm closing or reloading the tab while `when` holds. */
export function useBeforeUnloadPrompt(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}

interface LeaveDialogProps extends Omit<NavigationGuardProps, 'when' | 'samePrefix'> {
  open: boolean;
  proceed: () => void;
  stay: () => void;
}

function LeaveDialog({ open, onSave, onDiscard, proceed, stay }: LeaveDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title="Leave without saving?"
      message="This document has changes that are not saved yet. Save them, or discard them and leave."
      cancelLabel="Stay"
      confirmLabel="Discard changes"
      tone="danger"
      extra={{
        label: 'Save and leave',
        loading: saving,
        onClick: () => {
          setSaving(true);
          void onSave().then((saved) => {
            setSaving(false);
            if (saved) proceed();
            else stay();
          });
        },
      }}
      onConfirm={() => {
        onDiscard();
        proceed();
      }}
      onCancel={stay}
    />
  );
}

/** With a data router: react-router's blocker catches every navigation, links, code and back button alike. */
function BlockerGuard({ when, samePrefix, ...actions }: NavigationGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!when || currentLocation.pathname === nextLocation.pathname) return false;
    return !(
      samePrefix &&
      nextLocation.pathname.startsWith(samePrefix) &&
      currentLocation.pathname.startsWith(samePrefix)
    );
  });
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      {...actions}
      proceed={() => blocker.proceed?.()}
      stay={() => blocker.reset?.()}
    />
  );
}

/**
 * With a plain BrowserRouter (no blocker API): link clicks are caught before
 * the router sees them (a capture listener on the document), and the
 * navigation resumes once the user decides. Back and forward cannot be held
 * there; the local draft keeps the changes in that case.
 */
function ClickGuard({ when, samePrefix, ...actions }: NavigationGuardProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const whenRef = useRef(when);
  whenRef.current = when;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!whenRef.current) return;
      const path = leavingPath(event, window.location, samePrefix);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(path);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [samePrefix]);

  return (
    <LeaveDialog
      open={pending !== null}
      {...actions}
      proceed={() => {
        const path = pending;
        setPending(null);
        if (path !== null) navigate(path);
      }}
      stay={() => setPending(null)}
    />
  );
}

/**
 * Asks before leaving a document with unsaved changes: the browser's own
 * prompt on reload or close, and a dialog (stay, save and leave, discard)
 * on navigation inside the app.
 */
export function NavigationGuard(props: NavigationGuardProps) {
  useBeforeUnloadPrompt(props.when);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockerGuard {...props} /> : <ClickGuard {...props} />;
}
