import type { RemotePopupTable } from '@inkpress/shared-ui';

/** The publish and connect popups arrive with the integrations features. */
const popups: RemotePopupTable = {};

export default popups;
