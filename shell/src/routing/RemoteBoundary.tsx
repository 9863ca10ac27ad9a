import { RetryView } from '@inkpress/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The remote whose area this is (for the report). */
  remote: string;
  /** Loads the remote again; the boundary resets after it resolves. */
  onRetry: () => Promise<void> | void;
  /** Reports what the area threw (the shell's error reporter). */
  onError?: (error: Error, componentStack: string | null | undefined) => void;
  children: ReactNode;
}

interface State {
  error?: Error;
}

/**
 * Keeps a remote's failure inside its own area: a screen that cannot load or
 * throws shows the retry view of SPEC §8, and the rest of the page goes on.
 * The failure is reported (chunk load errors are filtered by the reporter).
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error);
    this.props.onError?.(error, info.componentStack);
  }

  retry = async () => {
    await this.props.onRetry();
    this.setState({ error: undefined });
  };

  override render() {
    // The app's answer for this path: it takes over from the server's page (prerender.ts).
    if (this.state.error)
      return (
        <div data-page-ready="">
          <RetryView onRetry={this.retry} />
        </div>
      );
    return this.props.children;
  }
}
