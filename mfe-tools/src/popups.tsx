import type { RemotePopupTable } from '@inkpress/shared-ui';

/** The page booster, indexer and keyword explorer popups arrive with the tools features. */
const popups: RemotePopupTable = {};

export default popups;
