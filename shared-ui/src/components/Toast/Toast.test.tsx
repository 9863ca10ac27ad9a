import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { ToastViewport } from './ToastViewport';
import { ToastStore, toastStore } from './toastStore';
import { ToastProvider, useToast } from './useToast';

function SaveButton() {
  const toast = useToast();
  return <Button onClick={() => toast.success('Article saved', { title: 'Saved' })}>Save</Button>;
}

function setup(store = new ToastStore()) {
  const rendered = renderWithTheme(
    <ToastProvider store={store}>
      <SaveButton />
      <ToastViewport />
    </ToastProvider>,
    { user: { advanceTimers: jest.advanceTimersByTime } },
  );
  return { ...rendered, store };
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toastStore.clear());
    jest.useRealTimers();
  });

  it('renders an always-present polite status region named Notifications', () => {
    setup();
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a toast from useToast inside the live region', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveTextContent('Saved');
    expect(region).toHaveTextContent('Article saved');
  });

  it('closes by itself after its duration', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Article saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Article saved')).not.toBeInTheDocument();
  });

  it('pauses while hovered or focused', async () => {
    const { user, store } = setup();
    act(() => {
      store.show({ message: 'Hover me', duration: 1000 });
    });
    await user.hover(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    await user.unhover(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();

    act(() => {
      store.show({ message: 'Focus me', duration: 1000 });
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Focus me')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user, store } = setup();
    act(() => {
      store.show({ message: 'Sticky', duration: null });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  it('runs its action and closes', async () => {
    const onUndo = jest.fn();
    const { user, store } = setup();
    act(() => {
      store.show({ message: 'Deleted', action: { label: 'Undo', onClick: onUndo } });
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
  });

  it('uses the app-wide store without a provider, so non-React code can show toasts', () => {
    renderWithTheme(<ToastViewport />);
    act(() => {
      toastStore.show({ message: 'From an API handler', tone: 'warning' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('From an API handler');
  });
});
