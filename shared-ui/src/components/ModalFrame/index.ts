export { ModalFrame, type ModalFrameProps, type ModalSize } from './ModalFrame';
