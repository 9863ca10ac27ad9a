import { GlobalStyle, InkpressThemeProvider, Spinner } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import { ShellContext, type ShellStores } from './ShellContext';

const Routes = observer(function Routes({ stores }: { stores: ShellStores }) {
  if (stores.remotes.status !== 'ready') return <Spinner label="Loading Inkpress" />;
  return <AppRoutes />;
});

export function App({ stores }: { stores: ShellStores }) {
  return (
    <ShellContext.Provider value={stores}>
      <InkpressThemeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <Routes stores={stores} />
        </BrowserRouter>
      </InkpressThemeProvider>
    </ShellContext.Provider>
  );
}
