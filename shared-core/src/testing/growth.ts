/**
 * Linear-time checks that hold on a loaded machine: they compare how the
 * cost of a function grows with its input instead of asserting a duration
 * (CI runs several suites at once on two cores, and a time limit that holds
 * on a quiet machine fails there).
 */

/**
 * CPU milliseconds of this process for the best of three runs: what the
 * code costs, not how busy the machine is with other processes.
 */
export function cpuMs(run: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/**
 * The CPU time of `run` on the whole input against an eighth of it: a
 * linear algorithm costs about 8× (a quadratic one 64×), whatever the
 * machine's speed or load. The small run counts as at least 2 ms, so a
 * timer's granularity cannot inflate the ratio. Assert `< 32`: four times
 * linear, half of quadratic.
 */
export function growth(run: (input: string) => void, input: string): number {
  run(input.slice(0, 1000)); // compiled before timing
  const eighth = input.slice(0, Math.floor(input.length / 8));
  // The least of three ratios: a garbage collection (on the process's other threads too) can land
  // in one timing and double it, but not in every try; a quadratic function is 64× in each.
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const small = cpuMs(() => run(eighth));
    const full = cpuMs(() => run(input));
    least = Math.min(least, full / Math.max(small, 2));
  }
  return least;
}
