import { act, screen } from '@testing-library/react';
import { createTestShell, renderInShell } from '../test/renderShell';
import { PromotionBanner, PromotionTopBar } from './surfaces';

const S = 1000;
const H = 3600 * S;
const D = 24 * H;
const start = new Date('2025-12-20T12:00:00.000Z').getTime();

async function shellWith(type: 'christmas' | 'special-discount', endsIn: number, signedIn = false) {
  const shell = createTestShell({
    'GET /api/promotions/active': { type, endDate: new Date(start + endsIn).toISOString() },
    'GET /api/auth/session': signedIn
      ? { user: { id: 'u1', email: 'a@b.co' }, isInternal: false }
      : () => {
          throw Object.assign(new Error('401'), { status: 401 });
        },
  });
  await shell.stores.promotions.load();
  await shell.stores.session.load();
  return shell;
}

beforeEach(() => {
  jest.useFakeTimers({ now: start });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('promotion surfaces', () => {
  it('shows the New Year deal with the offer, a countdown and a link to the plans', async () => {
    const shell = await shellWith('christmas', 10 * D + 2 * H + 3 * 60 * S + 4 * S);
    renderInShell(<PromotionTopBar />, shell, { fakeTimers: true });
    const bar = screen.getByRole('region', { name: 'Promotion' });
    expect(bar).toHaveTextContent('New Year deal');
    expect(bar).toHaveTextContent('6 months free on yearly plans (50% off)');
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      'Ends in 10 days, 2 hours, 3 minutes and 4 seconds',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('10d02h03m04s');
    expect(screen.getByRole('link', { name: 'Claim the deal' })).toHaveAttribute('href', '/pricing');
  });

  it('words the special discount as such, and sends users to the billing plans', async () => {
    const shell = await shellWith('special-discount', 10 * D);
    renderInShell(<PromotionBanner />, shell, { fakeTimers: true });
    const banner = screen.getByRole('region', { name: 'Promotion on your dashboard' });
    expect(banner).toHaveTextContent('Special discount');
    expect(banner).not.toHaveTextContent('New Year');
  });

  it('counts down every second, turns red at days <= 3 and is gone at zero', async () => {
    const shell = await shellWith('special-discount', 4 * D + 2 * S);
    renderInShell(<PromotionTopBar />, shell, { fakeTimers: true });
    const timer = () => screen.getByRole('timer');
    expect(timer()).toHaveTextContent('4d00h00m02s');
    expect(timer()).toHaveAttribute('data-urgent', 'false');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('4d00h00m01s');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer()).toHaveTextContent('3d23h59m59s');
    expect(timer()).toHaveAttribute('data-urgent', 'true');
    act(() => jest.advanceTimersByTime(4 * D - 2 * S));
    expect(timer()).toHaveTextContent('0d00h00m01s');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('is not shown once it has ended', async () => {
    const shell = await shellWith('christmas', -S);
    renderInShell(<PromotionTopBar />, shell, { fakeTimers: true });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('the close button hides that surface until reload (a new shell)', async () => {
    const shell = await shellWith('christmas', 5 * D);
    const { user, unmount } = renderInShell(
      <>
        <PromotionTopBar />
        <PromotionBanner />
      </>,
      shell,
      { fakeTimers: true },
    );
    const bar = screen.getByRole('region', { name: 'Promotion' });
    await user.click(bar.querySelector('button[aria-label="Close the promotion"]') as HTMLElement);
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Promotion on your dashboard' })).toBeInTheDocument();
    unmount();
    renderInShell(<PromotionTopBar />, shell, { fakeTimers: true });
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
    const reloaded = await shellWith('christmas', 5 * D);
    renderInShell(<PromotionTopBar />, reloaded, { fakeTimers: true });
    expect(screen.getByRole('region', { name: 'Promotion' })).toBeInTheDocument();
  });

  it('the call to action is an Upgrade click with its surface as source', async () => {
    const shell = await shellWith('christmas', 5 * D);
    const track = jest.spyOn(shell.stores.analytics, 'upgradeClick');
    const { user } = renderInShell(<PromotionTopBar />, shell, { fakeTimers: true });
    await user.click(screen.getByRole('link', { name: 'Claim the deal' }));
    expect(track).toHaveBeenCalledWith('promotion-top-bar');
  });

  it('the pricing strip from ShellApi renders the same promotion', async () => {
    const shell = await shellWith('special-discount', 5 * D);
    const { Strip } = shell.stores.shellApi.promotions;
    renderInShell(<Strip />, shell, { fakeTimers: true });
    expect(screen.getByRole('region', { name: 'Promotion on the yearly plans' })).toHaveTextContent(
      '6 months free on yearly plans (50% off)',
    );
  });
});

describe('snowfall', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  const flakes = (container: HTMLElement) =>
    container.querySelector('[data-part="snowfall"]')?.children.length ?? 0;

  it('falls with 50 particles for the seasonal promotion only', async () => {
    const seasonal = await shellWith('christmas', 5 * D);
    const { container, unmount } = renderInShell(<PromotionTopBar />, seasonal, { fakeTimers: true });
    expect(flakes(container)).toBe(50);
    unmount();
    const discount = await shellWith('special-discount', 5 * D);
    const other = renderInShell(<PromotionTopBar />, discount, { fakeTimers: true });
    expect(flakes(other.container)).toBe(0);
  });

  it('has no particles under prefers-reduced-motion', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const shell = await shellWith('christmas', 5 * D);
    const { container } = renderInShell(<PromotionTopBar />, shell, { fakeTimers: true });
    expect(screen.getByRole('region', { name: 'Promotion' })).toBeInTheDocument();
    expect(container.querySelector('[data-part="snowfall"]')).toBeNull();
  });
});
