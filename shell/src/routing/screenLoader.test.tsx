import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ScreenLoader, useScreen } from './screenLoader';

const Page = () => <h1>The screen</h1>;

function deferred() {
  let resolve!: (m: { default: ComponentType }) => void;
  const promise = new Promise<{ default: ComponentType }>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Slot({ loader, load }: { loader: ScreenLoader; load: () => Promise<{ default: ComponentType }> }) {
  const entry = useScreen(loader, 'tools|/tools/indexer|0', load);
  if (entry.status === 'failed') return <p>failed: {String((entry.error as Error).message)}</p>;
  if (entry.status === 'loading') return <p>loading</p>;
  return <entry.Screen />;
}

describe('a remote’s screen, loaded outside Suspense', () => {
  it('is loaded once per key and shown when its module comes', async () => {
    const loader = new ScreenLoader(0);
    const module = deferred();
    const load = jest.fn(() => module.promise);
    render(<Slot loader={loader} load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => module.resolve({ default: Page }));
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(loader.get('tools|/tools/indexer|0', load).status).toBe('ready');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load once more, then reports the failure', async () => {
    const loader = new ScreenLoader(0);
    const load = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('chunk 89 failed'))
      .mockResolvedValueOnce({ default: Page });
    render(<Slot loader={loader} load={load} />);
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    const failing = jest.fn(() => Promise.reject(new Error('gone')));
    const other = new ScreenLoader(0);
    render(<Slot loader={other} load={failing} />);
    expect(await screen.findByText('failed: gone')).toBeInTheDocument();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
