export { Toast, type ToastProps } from './Toast';
export { ToastViewport, type ToastViewportProps } from './ToastViewport';
export {
  DEFAULT_TOAST_DURATION,
  type Toast as ToastData,
  type ToastAction,
  type ToastOptions,
  ToastStore,
  type ToastTone,
  toastStore,
} from './toastStore';
export { type ToastApi, ToastProvider, type ToastProviderProps, useToast, useToasts } from './useToast';
