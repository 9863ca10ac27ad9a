import { createApiClient, type PopupType } from '@inkpress/shared-core';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { ModalFrame } from '../components/ModalFrame';
import type { OpenPopup, SessionUser, ShellApi } from './shell';
import type { RemotePopupTable } from './types';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The harness runs no promotions. */
function NoPromotion() {
  return null;
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * A small, real ShellApi for a remote running alone on its dev server (the
 * harness): the same API client rules (credentials, CSRF header, client
 * headers), a session read from the API, and a popup stack drawn from the
 * remote's own popup table. The platform always uses the shell's instead.
 */
export function createHarnessShell(
  navigate: (path: string) => void = (p) => window.location.assign(p),
): ShellApi {
  const resets = new Set<() => void>();
  const api = createApiClient({
    baseUrl: '',
    clientVersion: 'harness',
    getLocale: () => navigator.language || 'en',
    getHeaders: ({ method }): Record<string, string> => {
      const token = cookie('inkpress_csrf');
      return token && UNSAFE.has(method) ? { 'X-CSRF-Token': decodeURIComponent(token) } : {};
    },
    isDashboardRoute: () => window.location.pathname.startsWith('/dashboard'),
  });

  const session = makeAutoObservable({
    status: 'idle' as ShellApi['session']['status'],
    user: null as SessionUser | null,
    isInternal: false,
    async load(force = false) {
      if (session.status !== 'idle' && !force) return;
      session.status = 'loading';
      try {
        const data = await api.get<{ user: SessionUser; isInternal: boolean }>('/api/auth/session');
        runInAction(() => {
          session.user = data.user;
          session.isInternal = data.isInternal;
          session.status = 'success';
        });
      } catch {
        runInAction(() => {
          session.user = null;
          session.status = 'success';
        });
      }
    },
    signedIn(user: SessionUser, isInternal = false) {
      session.user = user;
      session.isInternal = isInternal;
      session.status = 'success';
      const from = new URLSearchParams(window.location.search).get('from');
      navigate(from && /^\/(?![/\\])/.test(from) ? from : '/dashboard');
    },
    async logout() {
      await api.post('/api/auth/logout').catch(() => undefined);
      runInAction(() => {
        session.user = null;
      });
      for (const reset of resets) reset();
    },
  });

  const popups = makeAutoObservable({
    stack: [] as OpenPopup[],
    open(type: PopupType, props: Record<string, unknown> = {}) {
      if (!popups.isOpen(type)) popups.stack.push({ type, props });
    },
    close(type: PopupType) {
      popups.stack = popups.stack.filter((p) => p.type !== type);
    },
    clear() {
      popups.stack = [];
    },
    isOpen(type: PopupType) {
      return popups.stack.some((p) => p.type === type);
    },
  });

  return {
    session,
    popups,
    api,
    onReset(reset) {
      resets.add(reset);
      return () => resets.delete(reset);
    },
    promotions: { status: 'success', active: null, Strip: NoPromotion },
    analytics: { track: () => undefined, upgradeClick: () => undefined },
    upgrade: (source) => popups.open('upgrade', { source }),
  };
}

/** Draws the harness shell's open popups with the remote's own components. */
export const HarnessPopups = observer(function HarnessPopups({
  shell,
  table,
}: {
  shell: ShellApi;
  table: RemotePopupTable;
}) {
  return (
    <>
      {shell.popups.stack.map(({ type, props }) => {
        const entry = table[type];
        const close = () => shell.popups.close(type);
        const Component = entry?.component;
        return (
          <ModalFrame key={type} open onClose={close} title={entry?.title ?? type}>
            {Component ? (
              <Component props={props} close={close} />
            ) : (
              <p>This remote has no “{type}” popup.</p>
            )}
          </ModalFrame>
        );
      })}
    </>
  );
});
