import { Button } from '@inkpress/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ErrorReporter } from './ErrorReporter';

interface Props {
  /** Sends the error to POST /api/errors (ignored patterns are filtered there). */
  reporter: Pick<ErrorReporter, 'report'>;
  children: ReactNode;
}

interface State {
  error?: Error;
}

/**
 * The top-level error boundary (SPEC §8): anything the shell itself throws
 * (a remote's own area has its RemoteBoundary) shows the fallback page and is
 * reported.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] the page failed', error);
    this.props.reporter.report(error, { source: 'boundary', componentStack: info.componentStack });
  }

  override render() {
    if (this.state.error) return <ErrorFallbackPage />;
    return this.props.children;
  }
}

/** The fallback page: plain links and a reload, nothing that needs the router. */
export function ErrorFallbackPage() {
  return (
    <Page>
      <Brand href="/">
        Ink<span>press</span>
      </Brand>
      <Main id="main" role="alert">
        <h1>Something went wrong</h1>
        <p>
          This page stopped working. We have been told about it and will look into it. Reloading the page
          usually helps.
        </p>
        <Actions>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button as="a" href="/" variant="secondary">
            Go to the front page
          </Button>
        </Actions>
      </Main>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[6]};
`;

const Brand = styled.a`
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;
