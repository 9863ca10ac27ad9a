import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { say } from './log';

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
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs / 1000}s`);
}

export interface Service {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a long-running process with prefixed output (or quiet), and a clean stop. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { quiet?: boolean } = {},
): Service {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `${name.padEnd(16)} | ${line}`)
      .join('\n');
  if (!options.quiet) {
    child.stdout?.on('data', (c: Buffer) => console.log(prefix(c)));
    child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
  } else {
    child.stdout?.resume();
    // Keep the last lines of stderr to explain a failure.
    const tail: string[] = [];
    child.stderr?.on('data', (c: Buffer) => {
      tail.push(c.toString());
      if (tail.length > 20) tail.shift();
    });
    child.on('exit', (code) => {
      if (code && code !== 0 && code !== 130 && code !== 143)
        console.error(`${name} exited with ${code}\n${tail.join('')}`);
    });
  }
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
