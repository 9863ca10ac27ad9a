import { InkpressThemeProvider } from '@inkpress/shared-ui';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ErrorReporter } from './ErrorReporter';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function setup(error: Error) {
  const send = jest.fn(async () => ({}));
  const reporter = new ErrorReporter({ send, clientVersion: '1', url: () => '/pricing' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <InkpressThemeProvider>
      <AppErrorBoundary reporter={reporter}>
        <Throws error={error} />
      </AppErrorBoundary>
    </InkpressThemeProvider>,
  );
  return send;
}

afterEach(() => jest.mocked(console.error).mockRestore());

describe('AppErrorBoundary', () => {
  it('shows the fallback page and reports the error with its component stack', () => {
    const send = setup(new TypeError('x is not a function'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'TypeError',
        message: 'x is not a function',
        source: 'boundary',
        url: '/pricing',
        componentStack: expect.stringContaining('AppErrorBoundary'),
      }),
    );
  });

  it('shows the fallback but reports nothing for an ignored pattern', () => {
    const send = setup(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
