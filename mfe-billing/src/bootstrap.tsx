import { GlobalStyle, InkpressThemeProvider, RemoteHarness } from '@inkpress/shared-ui';
import { createRoot } from 'react-dom/client';
import popups from './popups';
import routes from './routes';

// Runs this remote alone on its dev server (npm start -w mfe-billing), without the shell.
createRoot(document.getElementById('root')!).render(
  <InkpressThemeProvider>
    <GlobalStyle />
    <RemoteHarness name="mfe-billing" routes={routes} popups={popups} />
  </InkpressThemeProvider>,
);
