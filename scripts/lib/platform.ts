/**
 * Starts the built platform: the API, the shell and each remote on an origin
 * of its own. Used by `npm start` and by the end-to-end test run.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, remotes, SHELL_PORT } from '../webpack/federation';
import { root } from './paths';
import { type Service, startService, stopAll, waitForPort } from './proc';

export interface PlatformPorts {
  shell: number;
  api: number;
  /** Remote folder → port. */
  remotes: Record<string, number>;
}

export const defaultPorts: PlatformPorts = {
  shell: SHELL_PORT,
  api: API_PORT,
  remotes: Object.fromEntries(remotes.map((r) => [r.folder, r.port])),
};

/** Ports shifted by `offset` (the test run uses +100 so it can run beside `npm start`). */
export function shiftedPorts(offset: number): PlatformPorts {
  return {
    shell: SHELL_PORT + offset,
    api: API_PORT + offset,
    remotes: Object.fromEntries(remotes.map((r) => [r.folder, r.port + offset])),
  };
}

const envNames: Record<string, string> = {
  'mfe-marketing': 'REMOTE_MARKETING_URL',
  'mfe-editor': 'REMOTE_EDITOR_URL',
  'mfe-tools': 'REMOTE_TOOLS_URL',
  'mfe-billing': 'REMOTE_BILLING_URL',
  'mfe-integrations': 'REMOTE_INTEGRATIONS_URL',
};

/** The environment the API needs for these ports (remote origins, CORS, public URL). */
export function apiEnvironment(ports: PlatformPorts, mongodbUri: string, extra: NodeJS.ProcessEnv = {}) {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    // The shell's /api pass-through connects over loopback: believe the client address it forwards.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || '127.0.0.1,::1',
    API_PORT: String(ports.api),
    MONGODB_URI: mongodbUri,
    PUBLIC_URL: `http://localhost:${ports.shell}`,
    ...Object.fromEntries(
      remotes.map((r) => [envNames[r.folder], `http://localhost:${ports.remotes[r.folder]}`]),
    ),
    ...extra,
  };
}

/** The command that serves one built package; the e2e tests restart a remote with it. */
export function serveCommand(folder: string, port: number, apiPort?: number) {
  const args = [
    '--import',
    'tsx',
    path.join(root, 'scripts', 'serve.ts'),
    '--name',
    folder,
    '--dir',
    path.join(root, folder, 'dist'),
    '--port',
    String(port),
  ];
  if (folder === 'shell') args.push('--spa', '--api', `http://127.0.0.1:${apiPort}`);
  return { command: process.execPath, args };
}

/** WORKERS: how many job engine worker processes run beside the API (default 1). */
export function workerCount(): number {
  const n = Number(process.env.WORKERS ?? 1);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`WORKERS must be a whole number, got ${process.env.WORKERS}`);
  return n;
}

export interface RunningPlatform {
  services: Service[];
  ports: PlatformPorts;
  url: string;
}

export async function startPlatform(options: {
  ports: PlatformPorts;
  mongodbUri: string;
  quiet?: boolean;
  apiEnv?: NodeJS.ProcessEnv;
  /** Where to record pids and commands (for tests that stop and restart a remote). */
  stateFile?: string;
  /** Job engine worker processes beside the API (default: WORKERS, else 1; none without REDIS_URL). */
  workers?: number;
  /** What the workers' environment adds to the API's. */
  workerEnv?: NodeJS.ProcessEnv;
}): Promise<RunningPlatform> {
  const { ports, quiet } = options;
  const services: Service[] = [];
  const api = startService('api', process.execPath, [path.join(root, 'api', 'dist', 'index.js')], {
    cwd: path.join(root, 'api'),
    env: apiEnvironment(ports, options.mongodbUri, options.apiEnv),
    quiet,
  });
  services.push(api);
  const workerEnv = { ...apiEnvironment(ports, options.mongodbUri, options.apiEnv), ...options.workerEnv };
  const workers = workerEnv.REDIS_URL ? (options.workers ?? workerCount()) : 0;
  for (let i = 1; i <= workers; i++) {
    services.push(
      startService(
        workers === 1 ? 'worker' : `worker-${i}`,
        process.execPath,
        [path.join(root, 'api', 'dist', 'worker.js')],
        { cwd: path.join(root, 'api'), env: workerEnv, quiet },
      ),
    );
  }
  const statics: Record<string, { pid?: number; port: number; command: string; args: string[] }> = {};
  for (const folder of ['shell', ...remotes.map((r) => r.folder)]) {
    const port = folder === 'shell' ? ports.shell : ports.remotes[folder]!;
    const { command, args } = serveCommand(folder, port, ports.api);
    const service = startService(folder, command, args, { cwd: root, quiet });
    services.push(service);
    statics[folder] = { pid: service.child.pid, port, command, args };
  }
  try {
    await waitForPort(ports.api, 'api', 120_000, api.child);
    await Promise.all(
      services.slice(1 + workers).map((s) => waitForPort(statics[s.name]!.port, s.name, 30_000, s.child)),
    );
  } catch (error) {
    // One part did not come up: stop the others, or they would keep their ports after we exit.
    await stopAll(services);
    throw error;
  }
  if (options.stateFile) {
    writeFileSync(
      options.stateFile,
      JSON.stringify({ ports, mongodbUri: options.mongodbUri, statics }, null, 2),
    );
  }
  return { services, ports, url: `http://localhost:${ports.shell}` };
}
