import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { type Toast, type ToastOptions, type ToastStore, toastStore } from './toastStore';

const ToastStoreContext = createContext<ToastStore>(toastStore);

export interface ToastProviderProps {
  /** The store for this tree (tests and previews pass their own). */
  store: ToastStore;
  children?: ReactNode;
}

/** Gives its tree a separate toast store. Not needed in the app: the default store is app-wide. */
export function ToastProvider({ store, children }: ToastProviderProps) {
  return <ToastStoreContext value={store}>{children}</ToastStoreContext>;
}

type ToneShortcut = (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string;

export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (options: ToastOptions) => string;
  info: ToneShortcut;
  success: ToneShortcut;
  warning: ToneShortcut;
  danger: ToneShortcut;
  dismiss: (id: string) => void;
  clear: () => void;
}

/** Shows and dismisses toasts: `const toast = useToast(); toast.success('Saved')`. */
export function useToast(): ToastApi {
  const store = useContext(ToastStoreContext);
  return useMemo(() => {
    const tone =
      (name: ToastOptions['tone']): ToneShortcut =>
      (message, options) =>
        store.show({ ...options, message, tone: name });
    return {
      show: store.show,
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      dismiss: store.dismiss,
      clear: store.clear,
    };
  }, [store]);
}

/** The toasts on screen, re-rendering when they change. */
export function useToasts(): readonly Toast[] {
  const store = useContext(ToastStoreContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
