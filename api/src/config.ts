/**
 * Configuration from the environment, validated once at start. Every
 * variable is documented in .env.example at the project root.
 */
import { z } from 'zod';
import { remoteNames, type RemoteName } from '@inkpress/shared-core';

const port = z.coerce.number().int().min(1).max(65535);
const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

const defaultRemotePorts: Record<RemoteName, number> = {
  mfe_marketing: 3001,
  mfe_editor: 3002,
  mfe_tools: 3003,
  mfe_billing: 3004,
  mfe_integrations: 3005,
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: port.default(4000),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  REMOTE_MARKETING_URL: z.string().url().optional(),
  REMOTE_EDITOR_URL: z.string().url().optional(),
  REMOTE_TOOLS_URL: z.string().url().optional(),
  REMOTE_BILLING_URL: z.string().url().optional(),
  REMOTE_INTEGRATIONS_URL: z.string().url().optional(),
  CORS_ORIGINS: csv,
  INTERNAL_USER_IDS: csv,
  BODY_LIMIT: z.string().default('1mb'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  mongodbUri: string;
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string;
  /** Origin of each remote; its manifest is `${origin}/mf-manifest.json`. */
  remoteOrigins: Record<RemoteName, string>;
  /** Origins allowed by CORS: the shell's, the remotes' and any extra. */
  corsOrigins: string[];
  internalUserIds: string[];
  bodyLimit: string;
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration (see .env.example):\n${problems}`);
  }
  const env = parsed.data;
  const byName: Record<RemoteName, string | undefined> = {
    mfe_marketing: env.REMOTE_MARKETING_URL,
    mfe_editor: env.REMOTE_EDITOR_URL,
    mfe_tools: env.REMOTE_TOOLS_URL,
    mfe_billing: env.REMOTE_BILLING_URL,
    mfe_integrations: env.REMOTE_INTEGRATIONS_URL,
  };
  const remoteOrigins = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      (byName[name] ?? `http://localhost:${defaultRemotePorts[name]}`).replace(/\/$/, ''),
    ]),
  ) as Record<RemoteName, string>;
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  return {
    env: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    mongodbUri: env.MONGODB_URI,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    remoteOrigins,
    corsOrigins: [...new Set([publicOrigin, ...Object.values(remoteOrigins), ...env.CORS_ORIGINS])],
    internalUserIds: env.INTERNAL_USER_IDS,
    bodyLimit: env.BODY_LIMIT,
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
