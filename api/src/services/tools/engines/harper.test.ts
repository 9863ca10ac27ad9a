import { closeHarper, harperLint } from './harper';

afterAll(() => closeHarper());

describe('the Harper worker', () => {
  it('does not count its own start against a request’s deadline', async () => {
    await closeHarper();
    // A cold start loads 16 MB of WebAssembly (1–3 s idle, far more on a busy machine): a
    // 1-second deadline for linting one sentence holds once the worker is ready.
    const lints = await harperLint([{ offset: 0, text: 'This is an test.' }], 1_000);
    expect(lints.map((l) => 'This is an test.'.slice(l.start, l.end))).toContain('an');
  }, 130_000);

  it('fails a request that outlives its deadline once the worker is ready, and starts afresh after', async () => {
    await harperLint([{ offset: 0, text: 'Ready.' }], 60_000);
    const huge = Array.from({ length: 20 }, () => ({ offset: 0, text: '.!?;,'.repeat(4000) }));
    await expect(harperLint(huge, 1)).rejects.toThrow(/took longer than/);
    expect((await harperLint([{ offset: 0, text: 'This is an test.' }], 60_000)).length).toBeGreaterThan(0);
  }, 130_000);
});
