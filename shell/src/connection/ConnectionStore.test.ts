import { ApiError, ErrorCode } from '@inkpress/shared-core';
import { ConnectionStore, FIRST_RETRY_S, MAX_RETRY_S, RESTORED_NOTICE_MS } from './ConnectionStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A probe that fails until `up` is set. */
function server() {
  const state = { up: false, probes: 0 };
  const probe = jest.fn(async () => {
    state.probes += 1;
    if (!state.up) throw new ApiError({ status: 503, code: ErrorCode.ServiceUnavailable });
  });
  return { state, store: new ConnectionStore({ probe }) };
}

const unavailable = (retryAfter?: number) =>
  new ApiError({
    status: 503,
    code: ErrorCode.ServiceUnavailable,
    ...(retryAfter ? { data: { retryAfter } } : {}),
  });

async function seconds(n: number) {
  await jest.advanceTimersByTimeAsync(n * 1000);
}

describe('ConnectionStore', () => {
  it('starts online and asks nobody', () => {
    const { state, store } = server();
    expect(store.state).toBe('online');
    expect(state.probes).toBe(0);
  });

  it('waits the server’s Retry-After, counting down, before it asks the API again', async () => {
    const { state, store } = server();
    store.lost(unavailable(5));
    expect(store.state).toBe('reconnecting');
    expect(store.secondsLeft).toBe(5);
    await seconds(3);
    expect(store.secondsLeft).toBe(2);
    expect(state.probes).toBe(0);
    await seconds(2);
    expect(state.probes).toBe(1);
  });

  it('doubles the wait after each failed probe, up to the longest wait', async () => {
    const { state, store } = server();
    store.lost(new ApiError({ status: 0, code: ErrorCode.NetworkError }));
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      waits.push(store.secondsLeft);
      await seconds(store.secondsLeft);
    }
    expect(waits).toEqual([FIRST_RETRY_S, 4, 8, 16, MAX_RETRY_S, MAX_RETRY_S]);
    expect(state.probes).toBe(6);
    expect(store.failedProbes).toBe(6);
  });

  it('says it is restored once the API answers, then goes back to online', async () => {
    const { state, store } = server();
    store.lost(unavailable(5));
    state.up = true;
    await seconds(5);
    expect(store.state).toBe('restored');
    await jest.advanceTimersByTimeAsync(RESTORED_NOTICE_MS);
    expect(store.state).toBe('online');
  });

  it('ignores further failures while it is already reconnecting (one probe loop)', async () => {
    const { state, store } = server();
    store.lost(unavailable(5));
    await seconds(1);
    store.lost(unavailable(5));
    store.lost(unavailable(5));
    expect(store.secondsLeft).toBe(4);
    await seconds(4);
    expect(state.probes).toBe(1);
  });

  it('asks at once on "try now", and not twice while a probe runs', async () => {
    const { state, store } = server();
    store.lost(unavailable(30));
    state.up = true;
    store.retryNow();
    store.retryNow();
    await jest.advanceTimersByTimeAsync(0);
    expect(state.probes).toBe(1);
    expect(store.state).toBe('restored');
  });

  it('loses the connection again right after it was restored', async () => {
    const { state, store } = server();
    store.lost(unavailable(2));
    state.up = true;
    await seconds(2);
    expect(store.state).toBe('restored');
    state.up = false;
    store.lost(unavailable(3));
    await jest.advanceTimersByTimeAsync(RESTORED_NOTICE_MS);
    expect(store.state).toBe('reconnecting');
  });

  it('stops its timers when disposed', async () => {
    const { state, store } = server();
    store.lost(unavailable(2));
    store.dispose();
    await seconds(60);
    expect(state.probes).toBe(0);
  });
});
