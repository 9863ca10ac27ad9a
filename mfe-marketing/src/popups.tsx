import type { RemotePopupTable } from '@inkpress/shared-ui';

/** The public site opens no popups of its own. */
const popups: RemotePopupTable = {};

export default popups;
