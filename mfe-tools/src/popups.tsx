import type { RemotePopupTable } from '@inkpress/shared-ui';
import { lazy } from 'react';

/** mfe-tools' popups: the keyword explorer and the indexer. */
const popups: RemotePopupTable = {
  'keyword-explorer': {
    title: 'Keyword explorer',
    component: lazy(() => import('./popups/KeywordExplorerPopup')),
  },
  indexer: {
    title: 'Submit for indexing',
    component: lazy(() => import('./popups/IndexerPopup')),
  },
};

export default popups;
