import { startTransition } from 'react';
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
stores.consent.listen(window);
void stores.session.load();
void stores.promotions.load();
void captureReferral(stores.api);

// The first render is a transition: React builds the app in slices of a few milliseconds and
// lets the browser in between, so the page the server drew stays responsive to the reader
// while the app starts out of sight (Total Blocking Time, issue 14).
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App stores={stores} />));
void loadRegistry().then((registry) => stores.remotes.start(registry));
