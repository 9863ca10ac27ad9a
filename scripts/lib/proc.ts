import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { say } from './log';
import { dataDir } from './paths';

/** Runs a command to completion, streaming its output; throws when it fails. */
export function run(command: string, args: string[], options: SpawnOptions = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
  }
}

/** Whether a command is on the PATH (or at an absolute path). */
export function which(command: string): string | undefined {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : undefined;
}

/** Whether something accepts TCP connections on host:port. */
export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function waitForPort(port: number, what: string, timeoutMs = 60_000, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited with ${child.exitCode} before listening`);
    if (await portOpen(port)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  // Once more after the time is up: a process whose event loop was held (a synchronous install)
  // can pass the deadline without having looked.
  if (await portOpen(port)) return;
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs / 1000}s`);
}

export interface Service {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Where quiet services write their output. A quiet service never writes to a
 * pipe: while `npm test` waits for Jest or Playwright nobody would read it,
 * and a service whose pipe fills up blocks on its next log line. FerretDB did
 * exactly that — it logs every duplicate-key error, and 64 KB of them froze
 * every command that tried to log while holding a PostgreSQL transaction.
 */
let serviceLogDir = path.join(dataDir, 'logs');

export function setServiceLogDir(dir: string) {
  serviceLogDir = dir;
}

export function serviceLogFile(name: string) {
  return path.join(serviceLogDir, `${name.replace(/[^\w.-]+/g, '-')}.log`);
}

function lastLines(file: string, count: number) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts a long-running process and gives it a clean stop. Its output goes to
 * the console with a prefix, or, when quiet, to its log file (see
 * serviceLogFile), whose last lines are printed when it fails.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { quiet?: boolean } = {},
): Service {
  const { quiet, ...spawnOptions } = options;
  if (quiet) {
    const logFile = serviceLogFile(name);
    mkdirSync(path.dirname(logFile), { recursive: true });
    const fd = openSync(logFile, 'a');
    const child = spawn(command, args, { stdio: ['ignore', fd, fd], ...spawnOptions });
    closeSync(fd);
    child.on('exit', (code) => {
      if (code && code !== 0 && code !== 130 && code !== 143)
        console.error(`${name} exited with ${code} (log: ${logFile})\n${lastLines(logFile, 20)}`);
    });
    return serviceHandle(name, child);
  }
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `${name.padEnd(16)} | ${line}`)
      .join('\n');
  child.stdout?.on('data', (c: Buffer) => console.log(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
  return serviceHandle(name, child);
}

function serviceHandle(name: string, child: ChildProcess): Service {
  return {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function stopAll(services: Service[]) {
  await Promise.all([...services].reverse().map((s) => s.stop()));
  if (services.length) say('stopped');
}
