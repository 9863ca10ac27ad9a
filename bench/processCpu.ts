/**
 * CPU time by component, read from /proc (Linux): each process's user and
 * system time plus that of its children it has reaped (so PostgreSQL's
 * backends that ended count for their postmaster). A component is a set of
 * root processes and everything below them; `cpuSince` gives the seconds
 * each component used between two samples. With this, a benchmark can say
 * where the machine's cores went, not only how long the work took.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

interface Proc {
  ppid: number;
  ticks: number;
  cmdline: string;
}

function readProcs(): Map<number, Proc> {
  const procs = new Map<number, Proc>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after "(comm)", which may hold spaces: state ppid … utime(14) stime(15) cutime(16) cstime(17).
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(rest[1]);
      const ticks = Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      procs.set(Number(name), { ppid, ticks, cmdline });
    } catch {
      // The process ended while it was being read.
    }
  }
  return procs;
}

/** Roots of a component: pids, or processes whose command line matches. */
export type ComponentRoots = { pids?: readonly number[]; cmdline?: RegExp };

export type CpuSample = Map<string, number>;

/** The ticks each component holds now (its roots and their descendants). */
export function sampleCpu(components: Record<string, ComponentRoots>): CpuSample {
  const procs = readProcs();
  const owner = new Map<number, string>();
  for (const [name, roots] of Object.entries(components)) {
    for (const pid of roots.pids ?? []) if (procs.has(pid)) owner.set(pid, name);
    if (roots.cmdline) for (const [pid, p] of procs) if (roots.cmdline.test(p.cmdline)) owner.set(pid, name);
  }
  const componentOf = (pid: number): string | undefined => {
    for (let at: number | undefined = pid, hops = 0; at && hops < 64; hops++) {
      const name = owner.get(at);
      if (name) return name;
      at = procs.get(at)?.ppid;
    }
    return undefined;
  };
  const sample: CpuSample = new Map(Object.keys(components).map((name) => [name, 0]));
  for (const [pid, p] of procs) {
    const name = componentOf(pid);
    if (name) sample.set(name, (sample.get(name) ?? 0) + p.ticks);
  }
  return sample;
}

/** CPU milliseconds each component used between `before` and `after` (at /proc's 10 ms resolution). */
export function cpuMsSince(before: CpuSample, after: CpuSample): Record<string, number> {
  return Object.fromEntries(
    [...after].map(([name, ticks]) => [name, (Math.max(0, ticks - (before.get(name) ?? 0)) * 1000) / TICKS]),
  );
}

/** CPU seconds each component used between `before` and `after`, and the share of the machine's cores used. */
export function cpuSince(before: CpuSample, after: CpuSample, wallSeconds: number) {
  const seconds: Record<string, number> = {};
  let total = 0;
  for (const [name, ticks] of after) {
    const used = Math.max(0, ticks - (before.get(name) ?? 0)) / TICKS;
    seconds[name] = Math.round(used * 10) / 10;
    total += used;
  }
  const cores = cpus().length;
  return {
    cpuSeconds: seconds,
    /** Cores kept busy on average by the components measured (of `cores`). */
    coresBusy: Math.round((total / Math.max(wallSeconds, 0.001)) * 100) / 100,
    cores,
  };
}
