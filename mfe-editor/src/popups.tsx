import type { RemotePopupTable } from '@inkpress/shared-ui';

/** The editor's popups arrive with the writing features. */
const popups: RemotePopupTable = {};

export default popups;
