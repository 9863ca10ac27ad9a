import { createRoot } from 'react-dom/client';
import { App } from './App';
import { RemotesStore } from './federation/RemotesStore';
import { loadRegistry } from './federation/registry';

const remotes = new RemotesStore();
const stores = { remotes };

createRoot(document.getElementById('root')!).render(<App stores={stores} />);
void loadRegistry().then((registry) => remotes.start(registry));
