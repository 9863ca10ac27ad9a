import type { RemotePopupTable } from '@inkpress/shared-ui';

/** The upgrade, addon, limit and no-billing-right popups arrive with billing. */
const popups: RemotePopupTable = {};

export default popups;
