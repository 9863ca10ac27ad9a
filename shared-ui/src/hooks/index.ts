export { useBodyScrollLock } from './useBodyScrollLock';
export { useClickOutside } from './useClickOutside';
export { type ControllableStateOptions, useControllableState } from './useControllableState';
export { useEscape } from './useEscape';
export { type FocusTrapOptions, useFocusTrap } from './useFocusTrap';
export { type ModalLayerOptions, useModalLayer } from './useModalLayer';
export { useTimeout } from './useTimeout';
