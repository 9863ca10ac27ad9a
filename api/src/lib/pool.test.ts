import { mapPool } from './pool';

describe('mapPool', () => {
  it('gives the results in the order of the items, whatever order they finish in', async () => {
    const delays = [30, 5, 20, 0, 10];
    const results = await mapPool(delays, 3, async (ms, index) => {
      await new Promise((r) => setTimeout(r, ms));
      return `${index}:${ms}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:0', '4:10']);
  });

  it('never has more than the limit in flight, and uses all of it', async () => {
    let inFlight = 0;
    let most = 0;
    await mapPool(
      Array.from({ length: 12 }, (_, i) => i),
      4,
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
      },
    );
    expect(most).toBe(4);
  });

  it('answers an empty list at once, and passes a failure on', async () => {
    await expect(mapPool([], 4, async () => 1)).resolves.toEqual([]);
    await expect(
      mapPool([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('two failed');
        return n;
      }),
    ).rejects.toThrow('two failed');
  });
});
