import type { RemotePopupTable } from '@inkpress/shared-ui';
import { lazy } from 'react';

/** mfe-tools' popups: the keyword explorer (the page booster and indexer arrive with the workflows issue). */
const popups: RemotePopupTable = {
  'keyword-explorer': {
    title: 'Keyword explorer',
    component: lazy(() => import('./popups/KeywordExplorerPopup')),
  },
};

export default popups;
