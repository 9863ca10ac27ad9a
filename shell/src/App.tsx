import {
  GlobalStyle,
  InkpressThemeProvider,
  ShellProvider,
  Spinner,
  ToastViewport,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { BrowserRouter } from 'react-router-dom';
import { ConnectionBanner } from './connection/ConnectionBanner';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { PopupHost } from './popups/PopupHost';
import { AppRoutes } from './routing/AppRoutes';
import { SessionEffects } from './routing/SessionEffects';
import { ShellContext, type ShellStores } from './ShellContext';

const Routes = observer(function Routes({ stores }: { stores: ShellStores }) {
  if (stores.remotes.status !== 'ready') return <Spinner label="Loading Inkpress" />;
  return <AppRoutes />;
});

/**
 * The shell: its stores for its own components, ShellApi for the remotes,
 * the theme, the top-level error boundary, the router, and the popups above
 * every screen.
 */
export function App({ stores }: { stores: ShellStores }) {
  return (
    <ShellContext.Provider value={stores}>
      <ShellProvider store={stores.shellApi}>
        <InkpressThemeProvider>
          <GlobalStyle />
          <AppErrorBoundary reporter={stores.errors}>
            <BrowserRouter>
              <SessionEffects />
              <Routes stores={stores} />
              <PopupHost />
              <ConnectionBanner />
              {/* The one place toasts show: shared-ui is a singleton, so every remote's useToast lands here. */}
              <ToastViewport />
            </BrowserRouter>
          </AppErrorBoundary>
        </InkpressThemeProvider>
      </ShellProvider>
    </ShellContext.Provider>
  );
}
