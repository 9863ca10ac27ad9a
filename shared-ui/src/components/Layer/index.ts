export { Backdrop } from './Backdrop';
export { LayerHeader, type LayerHeaderProps } from './LayerHeader';
export { Portal, type PortalProps } from './Portal';
