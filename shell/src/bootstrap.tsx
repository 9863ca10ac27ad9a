import { createRoot } from 'react-dom/client';
import { App } from './App';
import { captureReferral } from './affiliate/captureReferral';
import { addFavicons } from './favicon';
import { loadRegistry } from './federation/registry';
import { createPromotionStrip } from './promotions/surfaces';
import { createShell } from './stores/createShell';

addFavicons();
const stores = createShell(
  { reloadRegistry: () => loadRegistry() },
  { PromotionStrip: createPromotionStrip },
);
stores.errors.listen(window);
void stores.session.load();
void stores.promotions.load();
void captureReferral(stores.api);

createRoot(document.getElementById('root')!).render(<App stores={stores} />);
void loadRegistry().then((registry) => stores.remotes.start(registry));
