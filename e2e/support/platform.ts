/**
 * Control of the platform that `npm test` started: stop and restart one
 * remote's server, and change the remote registry in the database.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import mongoose from 'mongoose';

interface StaticServer {
  pid?: number;
  port: number;
  command: string;
  args: string[];
}

interface PlatformState {
  ports: { shell: number; api: number; remotes: Record<string, number> };
  mongodbUri: string;
  statics: Record<string, StaticServer>;
}

const stateFile = () => {
  const file = process.env.E2E_PLATFORM_STATE;
  if (!file) throw new Error('E2E_PLATFORM_STATE is not set: run the end-to-end tests through npm test');
  return file;
};

export function platformState(): PlatformState {
  return JSON.parse(readFileSync(stateFile(), 'utf8')) as PlatformState;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Stops one remote's server (e.g. 'mfe-tools') and waits until its port is closed. */
export async function stopRemote(folder: string) {
  const state = platformState();
  const server = state.statics[folder]!;
  if (server.pid) {
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await until(async () => !(await listening(server.port)), `${folder} to stop`);
}

/** Starts one remote's server again with the command the platform used (no-op while it runs). */
export async function startRemote(folder: string) {
  const state = platformState();
  const server = state.statics[folder]!;
  if (await listening(server.port)) return;
  const child = spawn(server.command, server.args, { stdio: 'ignore', detached: false });
  server.pid = child.pid;
  writeFileSync(stateFile(), JSON.stringify(state, null, 2));
  await until(() => listening(server.port), `${folder} to listen`);
}

export function remoteOrigin(folder: string) {
  return `http://localhost:${platformState().ports.remotes[folder]}`;
}

/** Runs `fn` with a connection to the platform's database. */
export async function withDatabase<T>(fn: (db: mongoose.Connection) => Promise<T>): Promise<T> {
  const connection = await mongoose.createConnection(platformState().mongodbUri).asPromise();
  try {
    return await fn(connection);
  } finally {
    await connection.close();
  }
}

/** Sets a remote's rollout flags in the registry, as an internal user's change would. */
export async function setRemoteFlags(name: string, flags: Record<string, unknown>) {
  await withDatabase((db) =>
    db.collection('remotes').updateOne({ _id: name as never }, { $set: { flags } }, { upsert: true }),
  );
}

/** Back to the configured registry entry. */
export async function resetRemote(name: string) {
  await withDatabase((db) => db.collection('remotes').deleteOne({ _id: name as never }));
}
