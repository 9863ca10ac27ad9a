/**
 * Configuration from the environment, validated once at start. Every
 * variable is documented in .env.example at the project root.
 */

import path from 'node:path';
import { inspect } from 'node:util';
import {
  createPlanCatalogue,
  type PlanCatalogue,
  priceIdConfigFromEnv,
  type RemoteName,
  remoteNames,
} from '@inkpress/shared-core';
import { z } from 'zod';
import { type AiConfig, aiConfigFromEnv, aiEnvShape } from './ai/config';
import { trustedProxies } from './lib/clientIp';
import type { FetchPolicy } from './lib/safeFetch';

/** The monorepo root (api/src or api/dist → two levels up). */
export const repoRoot = path.resolve(__dirname, '..', '..');

const port = z.coerce.number().int().min(1).max(65535);
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const positive = (fallback: number) => z.coerce.number().positive().default(fallback);
/** `VAR=` in an env file means unset. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);
const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** TRUSTED_PROXIES: blank takes the environment's default, `none` trusts nobody, else IPs and CIDR ranges. */
const proxyList = blankIsUnset(
  z
    .string()
    .optional()
    .transform((s) =>
      s === undefined
        ? undefined
        : s.trim() === 'none'
          ? []
          : s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
    )
    .superRefine((list, ctx) => {
      try {
        trustedProxies(list ?? []);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
);
/** The shell's `/api` pass-through of `npm start` and the dev server connect over loopback. */
const loopback = ['127.0.0.1', '::1'];

const defaultRemotePorts: Record<RemoteName, number> = {
  mfe_marketing: 3001,
  mfe_editor: 3002,
  mfe_tools: 3003,
  mfe_billing: 3004,
  mfe_integrations: 3005,
};

const EnvSchema = z.object({
  ...aiEnvShape,
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: port.default(4000),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI'),
  REDIS_URL: blankIsUnset(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Prefix of the keys and channel the API's shared state uses in Redis (rate limits, session revocation). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1–64 letters, digits or : _ . -')
    .default('inkpress:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  REMOTE_MARKETING_URL: z.string().url().optional(),
  REMOTE_EDITOR_URL: z.string().url().optional(),
  REMOTE_TOOLS_URL: z.string().url().optional(),
  REMOTE_BILLING_URL: z.string().url().optional(),
  REMOTE_INTEGRATIONS_URL: z.string().url().optional(),
  CORS_ORIGINS: csv,
  TRUSTED_PROXIES: proxyList,
  INTERNAL_USER_IDS: csv,
  INTERNAL_USER_EMAILS: csv,
  BODY_LIMIT: z.string().default('1mb'),
  SESSION_TTL_DAYS: positive(30),
  SESSION_CACHE_TTL_MS: count(5000),
  VERIFY_EMAIL_TTL_HOURS: positive(48),
  RESET_PASSWORD_TTL_MINUTES: positive(60),
  INVITE_TTL_DAYS: positive(7),
  ACCOUNTS_PER_IP_PER_DAY: count(5),
  RATE_LIMIT_WINDOW_SECONDS: positive(60),
  RATE_LIMIT_PER_IP: count(600),
  RATE_LIMIT_PER_USER: count(600),
  RATE_LIMIT_PER_API_KEY: count(120),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: positive(900),
  RATE_LIMIT_AUTH_PER_IP: count(20),
  LOGIN_FAILURES_BEFORE_DELAY: count(5),
  LOGIN_FAILURE_WINDOW_SECONDS: positive(900),
  LOGIN_DELAY_MAX_SECONDS: positive(900),
  SMTP_URL: blankIsUnset(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Inkpress <no-reply@inkpress.local>'),
  MAIL_OUTBOX_DIR: blankIsUnset(z.string().optional()),
  STRIPE_SECRET_KEY: blankIsUnset(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: blankIsUnset(
    z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
  ),
  STRIPE_API_BASE: blankIsUnset(z.string().url().optional()),
  TRIAL_DAYS: count(7),
  LIFETIME_DEAL_URL: z.string().url().default('https://appsumo.com/products/inkpress/'),
  INTEGRATION_SECRET_KEYS: blankIsUnset(z.string().optional()),
  PUBLISH_TIMEOUT_MS: positive(15_000),
  PUBLISH_RETRIES: count(3),
  FETCH_ALLOW_HOSTS: csv,
  INDEXNOW_ENDPOINT: z.string().url().default('https://api.indexnow.org/indexnow'),
  /** Tests only: Google's OAuth token endpoint for service accounts at this address, a local fake. */
  GOOGLE_OAUTH_TOKEN_URL: blankIsUnset(z.string().url().optional()),
  /** Tests only: Google's Indexing API at this address instead of https://indexing.googleapis.com, a local fake. */
  GOOGLE_INDEXING_BASE_URL: blankIsUnset(z.string().url().optional()),
  /** Where YouTube's player and caption endpoints are (tests: a local fake). */
  YOUTUBE_BASE_URL: blankIsUnset(z.string().url().optional()),
  /** Tests only: every shop's Admin API under this address (`<base>/<shop>.myshopify.com/admin/…`), a local fake. */
  SHOPIFY_BASE_URL: blankIsUnset(z.string().url().optional()),
  /** Tests only: Webflow's Data API v2 at this address instead of https://api.webflow.com/v2, a local fake. */
  WEBFLOW_BASE_URL: blankIsUnset(z.string().url().optional()),
  /** Tests only: Medium's API (`https://api.medium.com`) at this address instead, a local fake. */
  MEDIUM_BASE_URL: blankIsUnset(z.string().url().optional()),
  /** Tests only: Reddit's token host and OAuth API (www. and oauth.reddit.com) both at this address, a local fake. */
  REDDIT_BASE_URL: blankIsUnset(z.string().url().optional()),
  /** Research search's provider: a SearXNG-style JSON endpoint (`<url>/search?format=json&q=&categories=`); unset, web search is off. */
  SEARCH_PROVIDER_URL: blankIsUnset(z.string().url().optional()),
  /** Sent as `Authorization: Bearer <key>` to the search provider, when it needs one. */
  SEARCH_PROVIDER_KEY: blankIsUnset(z.string().optional()),
  SEARCH_PROVIDER_TIMEOUT_MS: positive(8_000),
  /** search-domain-links: pages one crawl reads at most, and its time budget. */
  SEARCH_CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(500).default(40),
  SEARCH_CRAWL_TIME_MS: positive(20_000),
  MEDIA_DIR: blankIsUnset(z.string().optional()),
  MEDIA_MAX_UPLOAD_MB: positive(15),
  MEDIA_MAX_INPUT_MEGAPIXELS: positive(50),
  MEDIA_MAX_DIMENSION: z.coerce.number().int().min(256).max(16384).default(4096),
  MEDIA_SIGNING_SECRET: blankIsUnset(z.string().min(32, 'must be at least 32 characters').optional()),
  MEDIA_LINK_TTL_SECONDS: positive(300),
  /** S3-compatible object storage for files (services/storage/s3.ts): all four of bucket, region and keys, or none. */
  S3_BUCKET: blankIsUnset(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lowercase letters, digits, . and -)',
      )
      .optional(),
  ),
  S3_REGION: blankIsUnset(
    z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-west-1 (or auto)')
      .optional(),
  ),
  /** Another S3-compatible server (MinIO, Ceph, R2…); unset, AWS's own endpoint of the region. */
  S3_ENDPOINT: blankIsUnset(
    z
      .string()
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: blankIsUnset(z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: blankIsUnset(z.string().min(1).optional()),
  /** Addresses as `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most self-hosted servers). */
  S3_FORCE_PATH_STYLE: blankIsUnset(
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  ),
});

/** The S3_* settings a storage in S3 cannot do without (S3_ENDPOINT and S3_FORCE_PATH_STYLE are optional). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_ALL = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * An S3 key pair. The secret sits in a private field: it is not an own
 * property, so JSON (the logger's too) and util.inspect never show it.
 */
export class S3Credentials {
  readonly #secretAccessKey: string;

  constructor(
    readonly accessKeyId: string,
    secretAccessKey: string,
  ) {
    this.#secretAccessKey = secretAccessKey;
  }

  get secretAccessKey(): string {
    return this.#secretAccessKey;
  }

  toJSON() {
    return { accessKeyId: this.accessKeyId, secretAccessKey: '[redacted]' };
  }

  [inspect.custom]() {
    return `S3Credentials { accessKeyId: ${JSON.stringify(this.accessKeyId)}, secretAccessKey: [redacted] }`;
  }
}

/** Where files go when S3_* is configured. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible server; absent, AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  credentials: S3Credentials;
}

/** The S3 settings, or undefined when no S3_* is set; a ConfigError names what is missing. */
function s3SettingsFrom(env: Env, source: NodeJS.ProcessEnv): S3Settings | undefined {
  const given = S3_ALL.filter((name) => (source[name] ?? '').trim() !== '');
  if (given.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration (see .env.example):\n${missing
        .map(
          (name) =>
            `  ${name}: is needed for S3 storage (${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set)`,
        )
        .join('\n')}`,
    );
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env as Required<Env>;
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/$/, '') } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: new S3Credentials(S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY),
  };
}

/** The webhook signing secret tests sign with when NODE_ENV=test and none is set. */
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_inkpress_test_secret';
/** The webhook secret of the local test checkout when no key and no secret are configured (not in production). */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_inkpress_local_checkout';
/** The key used against stripe-mock (any sk_test_ key works there) outside production. */
/** The token endpoint every Google service account key names (its `token_uri`, the JWT's audience). */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_inkpresslocal';

/**
 * The key that encrypts integration secrets outside production when
 * INTEGRATION_SECRET_KEYS is unset (id `dev`). Production never uses it:
 * without keys of its own integrations answer 503, and it refuses to start
 * with this key configured.
 */
export const DEV_INTEGRATION_SECRET_KEY = 'aW5rcHJlc3MtZGV2LWludGVncmF0aW9uLWtleS0zMmI=';

/**
 * INTEGRATION_SECRET_KEYS: `id:base64key[,id:base64key…]`, each key 32 bytes;
 * the first encrypts, every one decrypts (so keys can rotate).
 */
export function integrationKeysFromEnv(
  value: string | undefined,
  env: Env['NODE_ENV'],
): { currentKeyId: string; keys: Record<string, Buffer> } | undefined {
  if (!value) {
    // Production without keys of its own: integrations answer 503 (like billing without a Stripe key).
    if (env === 'production') return undefined;
    return { currentKeyId: 'dev', keys: { dev: Buffer.from(DEV_INTEGRATION_SECRET_KEY, 'base64') } };
  }
  const keys: Record<string, Buffer> = {};
  let currentKeyId = '';
  for (const entry of value
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/_=-]+)$/.exec(entry);
    if (!match)
      throw new ConfigError('INTEGRATION_SECRET_KEYS: each entry is id:base64key (see .env.example).');
    const [, id, encoded] = match as unknown as [string, string, string];
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== 32) throw new ConfigError(`INTEGRATION_SECRET_KEYS: key ${id} must be 32 bytes.`);
    if (env === 'production' && key.equals(Buffer.from(DEV_INTEGRATION_SECRET_KEY, 'base64')))
      throw new ConfigError('INTEGRATION_SECRET_KEYS: the development key cannot be used in production.');
    if (keys[id]) throw new ConfigError(`INTEGRATION_SECRET_KEYS: key id ${id} appears twice.`);
    keys[id] = key;
    currentKeyId ||= id;
  }
  if (!currentKeyId) throw new ConfigError('INTEGRATION_SECRET_KEYS holds no key.');
  return { currentKeyId, keys };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  /** The AI engine: OpenAI when a key is set, otherwise the offline writer. */
  ai: AiConfig;
  host: string;
  port: number;
  mongodbUri: string;
  /**
   * Redis: the job engine's queues (BullMQ), and the state every API process
   * must share (rate-limit counters, session revocations). Absent, jobs can be
   * neither queued nor followed and each process keeps its own counters.
   */
  redisUrl?: string;
  /** Prefix of the shared state's keys and channel in Redis (not BullMQ's). */
  redisPrefix: string;
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string;
  /** Cookies are Secure when the public URL is https, and always in production. */
  secureCookies: boolean;
  /** Peers (IPs, CIDR ranges) whose X-Forwarded-For is believed when finding the client address. */
  trustedProxies: string[];
  /** Origin of each remote; its manifest is `${origin}/mf-manifest.json`. */
  remoteOrigins: Record<RemoteName, string>;
  /** Origins allowed by CORS: the shell's, the remotes' and any extra. */
  corsOrigins: string[];
  internalUserIds: string[];
  /** Internal users named by email (lowercase), for tests and operations. */
  internalUserEmails: string[];
  bodyLimit: string;
  version: string;
  auth: {
    sessionTtlMs: number;
    /** How long a process may answer a session from memory; 0 turns the cache off. */
    sessionCacheTtlMs: number;
    verifyEmailTtlMs: number;
    resetPasswordTtlMs: number;
    inviteTtlMs: number;
    /** Accounts one client (IP) may create per UTC day. */
    accountsPerIpPerDay: number;
  };
  rateLimits: {
    windowMs: number;
    /** Requests per window per IP on every route; 0 turns the limit off. */
    perIp: number;
    /** Requests per window per signed-in user on every route; 0 turns the limit off. */
    perUser: number;
    /** Requests per window per API key on the public API; 0 turns the limit off. */
    perApiKey: number;
    /** The stricter limit of login, register, password and verification routes, per route and IP. */
    authWindowMs: number;
    authPerIp: number;
    /**
     * The per-account login limit (OWASP ASVS 2.2.1): after this many wrong
     * passwords for one email within the window, each further attempt waits
     * a doubling delay (1 s, 2 s, 4 s… up to loginDelayMaxMs); 0 turns it off.
     */
    loginFailuresBeforeDelay: number;
    loginFailureWindowMs: number;
    loginDelayMaxMs: number;
  };
  billing: {
    /** The plan catalogue with this deploy's Stripe price ids (STRIPE_PRICE_<KEY>). */
    catalogue: PlanCatalogue;
    stripe: {
      /** Absent in production without STRIPE_SECRET_KEY: billing calls answer 503 then. */
      secretKey?: string;
      /** Signing secret of the webhook endpoint; webhooks are refused without one. */
      webhookSecret?: string;
      /** Another Stripe API origin (stripe-mock in tests), e.g. http://127.0.0.1:12111. */
      apiBase?: string;
    };
    /** Days of the free trial a first subscription may start with. */
    trialDays: number;
    /** The external lifetime-deal page lifetime users go to when they upgrade. */
    lifetimeDealUrl: string;
  };
  integrations: {
    /**
     * AES-256-GCM keys of the stored integration secrets, by id; `currentKeyId` encrypts.
     * Absent in production without INTEGRATION_SECRET_KEYS: integration calls answer 503 then.
     */
    secretKeys?: { currentKeyId: string; keys: Record<string, Buffer> };
    /** Each outgoing publishing request's timeout, and how often a 429/5xx answer is retried. */
    timeoutMs: number;
    retries: number;
    /** Tests only (SHOPIFY_BASE_URL): where every shop's Admin API is; unset, https://<shop>.myshopify.com. */
    shopifyBaseUrl?: string;
    /** Tests only (WEBFLOW_BASE_URL): where Webflow's Data API v2 is; unset, https://api.webflow.com/v2. */
    webflowBaseUrl?: string;
    /** Tests only (MEDIUM_BASE_URL): unset, https://api.medium.com. */
    mediumBaseUrl?: string;
    /** Tests only (REDDIT_BASE_URL): unset, https://www.reddit.com for tokens and https://oauth.reddit.com for the API. */
    redditBaseUrl?: string;
  };
  /** Stored files (uploads, AI images, restored images): see services/storage. */
  media: {
    /** The folder of the embedded disk storage (and of the signing key when none is configured). */
    dir: string;
    /** S3-compatible object storage instead of the disk, when S3_* is configured. */
    s3?: S3Settings;
    maxUploadBytes: number;
    /** Images whose header declares more pixels than this are refused before decoding. */
    maxInputPixels: number;
    /** Stored images are scaled down to fit this many pixels on their longest side. */
    maxDimension: number;
    /** HMAC key of signed file links; absent, a key kept in `dir` is made on first use. */
    signingSecret?: string;
    /** How long a signed link works. */
    linkTtlMs: number;
  };
  mail: {
    /** SMTP server URL; without it mail is written to `outboxDir`. */
    smtpUrl?: string;
    from: string;
    outboxDir: string;
  };
  /** What server-side fetches of user-supplied URLs may reach (lib/safeFetch). */
  fetchPolicy: FetchPolicy;
  /** The IndexNow endpoint the indexer submits to (shared by Bing, Yandex, Seznam, Naver…). */
  indexNowEndpoint: string;
  /** Google's Indexing API (a team connects its own service account); its requests go through fetchPolicy. */
  googleIndexing: { tokenUrl: string; baseUrl: string };
  /** YouTube's origin for video to blog (its requests go through fetchPolicy too). */
  youtube: { baseUrl: string };
  /** Research search (POST /api/search): services/search. */
  search: {
    /** The SearXNG-style provider's base URL; absent, web search answers WebSearchOff. */
    providerUrl?: string;
    providerKey?: string;
    providerTimeoutMs: number;
    /** Bounds of one search-domain-links crawl. */
    crawlMaxPages: number;
    crawlTimeMs: number;
  };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration (see .env.example):\n${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.FETCH_ALLOW_HOSTS.length > 0) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  FETCH_ALLOW_HOSTS: lets user URLs reach private addresses; only tests may set it',
    );
  }
  if (env.NODE_ENV === 'production' && (env.GOOGLE_OAUTH_TOKEN_URL || env.GOOGLE_INDEXING_BASE_URL)) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  GOOGLE_OAUTH_TOKEN_URL / GOOGLE_INDEXING_BASE_URL: send Google indexing calls to a test server; only tests may set them',
    );
  }
  if (env.NODE_ENV === 'production' && env.SHOPIFY_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  SHOPIFY_BASE_URL: sends every shop to a test server; only tests may set it',
    );
  }
  if (env.NODE_ENV === 'production' && env.WEBFLOW_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  WEBFLOW_BASE_URL: sends every Webflow call to a test server; only tests may set it',
    );
  }
  for (const name of ['MEDIUM_BASE_URL', 'REDDIT_BASE_URL'] as const) {
    if (env.NODE_ENV === 'production' && env[name])
      throw new ConfigError(
        `Invalid configuration (see .env.example):\n  ${name}: sends every request to a test server; only tests may set it`,
      );
  }
  const byName: Record<RemoteName, string | undefined> = {
    mfe_marketing: env.REMOTE_MARKETING_URL,
    mfe_editor: env.REMOTE_EDITOR_URL,
    mfe_tools: env.REMOTE_TOOLS_URL,
    mfe_billing: env.REMOTE_BILLING_URL,
    mfe_integrations: env.REMOTE_INTEGRATIONS_URL,
  };
  const s3 = s3SettingsFrom(env, source);
  // Several API machines share one bucket: each would sign links with a key of its own.
  if (s3 && env.NODE_ENV === 'production' && !env.MEDIA_SIGNING_SECRET)
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  MEDIA_SIGNING_SECRET: is needed with S3 storage in production (each machine would sign file links with a key of its own)',
    );
  const remoteOrigins = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      (byName[name] ?? `http://localhost:${defaultRemotePorts[name]}`).replace(/\/$/, ''),
    ]),
  ) as Record<RemoteName, string>;
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  const secretKeys = integrationKeysFromEnv(env.INTEGRATION_SECRET_KEYS, env.NODE_ENV);
  // The local test checkout signs its events too: without a real key, outside production, a local secret.
  const webhookSecret =
    env.STRIPE_WEBHOOK_SECRET ??
    (env.NODE_ENV === 'test'
      ? TEST_STRIPE_WEBHOOK_SECRET
      : !env.STRIPE_SECRET_KEY && env.NODE_ENV !== 'production'
        ? LOCAL_STRIPE_WEBHOOK_SECRET
        : undefined);
  return {
    env: env.NODE_ENV,
    ai: aiConfigFromEnv(env),
    host: env.API_HOST,
    port: env.API_PORT,
    mongodbUri: env.MONGODB_URI,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    redisPrefix: env.REDIS_PREFIX,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    secureCookies: env.NODE_ENV === 'production' || new URL(env.PUBLIC_URL).protocol === 'https:',
    trustedProxies: env.TRUSTED_PROXIES ?? (env.NODE_ENV === 'development' ? loopback : []),
    remoteOrigins,
    corsOrigins: [...new Set([publicOrigin, ...Object.values(remoteOrigins), ...env.CORS_ORIGINS])],
    internalUserIds: env.INTERNAL_USER_IDS,
    internalUserEmails: env.INTERNAL_USER_EMAILS.map((e) => e.toLowerCase()),
    bodyLimit: env.BODY_LIMIT,
    version: process.env.npm_package_version ?? '0.1.0',
    auth: {
      sessionTtlMs: env.SESSION_TTL_DAYS * DAY,
      sessionCacheTtlMs: env.SESSION_CACHE_TTL_MS,
      verifyEmailTtlMs: env.VERIFY_EMAIL_TTL_HOURS * HOUR,
      resetPasswordTtlMs: env.RESET_PASSWORD_TTL_MINUTES * MINUTE,
      inviteTtlMs: env.INVITE_TTL_DAYS * DAY,
      accountsPerIpPerDay: env.ACCOUNTS_PER_IP_PER_DAY,
    },
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      perIp: env.RATE_LIMIT_PER_IP,
      perUser: env.RATE_LIMIT_PER_USER,
      perApiKey: env.RATE_LIMIT_PER_API_KEY,
      authWindowMs: env.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      loginFailuresBeforeDelay: env.LOGIN_FAILURES_BEFORE_DELAY,
      loginFailureWindowMs: env.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
      loginDelayMaxMs: env.LOGIN_DELAY_MAX_SECONDS * 1000,
    },
    billing: {
      catalogue: createPlanCatalogue(priceIdConfigFromEnv(source)),
      stripe: {
        ...(env.STRIPE_SECRET_KEY || env.NODE_ENV !== 'production'
          ? { secretKey: env.STRIPE_SECRET_KEY ?? LOCAL_STRIPE_SECRET_KEY }
          : {}),
        ...(webhookSecret ? { webhookSecret } : {}),
        ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE.replace(/\/$/, '') } : {}),
      },
      trialDays: env.TRIAL_DAYS,
      lifetimeDealUrl: env.LIFETIME_DEAL_URL,
    },
    integrations: {
      ...(secretKeys ? { secretKeys } : {}),
      timeoutMs: env.PUBLISH_TIMEOUT_MS,
      retries: env.PUBLISH_RETRIES,
      ...(env.SHOPIFY_BASE_URL ? { shopifyBaseUrl: env.SHOPIFY_BASE_URL.replace(/\/$/, '') } : {}),
      ...(env.WEBFLOW_BASE_URL ? { webflowBaseUrl: env.WEBFLOW_BASE_URL.replace(/\/$/, '') } : {}),
      ...(env.MEDIUM_BASE_URL ? { mediumBaseUrl: env.MEDIUM_BASE_URL.replace(/\/$/, '') } : {}),
      ...(env.REDDIT_BASE_URL ? { redditBaseUrl: env.REDDIT_BASE_URL.replace(/\/$/, '') } : {}),
    },
    media: {
      dir: path.resolve(repoRoot, env.MEDIA_DIR ?? path.join('.data', 'files')),
      ...(s3 ? { s3 } : {}),
      maxUploadBytes: Math.round(env.MEDIA_MAX_UPLOAD_MB * 1024 * 1024),
      maxInputPixels: Math.round(env.MEDIA_MAX_INPUT_MEGAPIXELS * 1_000_000),
      maxDimension: env.MEDIA_MAX_DIMENSION,
      ...(env.MEDIA_SIGNING_SECRET ? { signingSecret: env.MEDIA_SIGNING_SECRET } : {}),
      linkTtlMs: env.MEDIA_LINK_TTL_SECONDS * 1000,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.resolve(repoRoot, env.MAIL_OUTBOX_DIR ?? path.join('.data', 'outbox')),
    },
    fetchPolicy: { allowHosts: env.FETCH_ALLOW_HOSTS.map((h) => h.toLowerCase()) },
    indexNowEndpoint: env.INDEXNOW_ENDPOINT,
    googleIndexing: {
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL ?? GOOGLE_TOKEN_URI,
      baseUrl: (env.GOOGLE_INDEXING_BASE_URL ?? 'https://indexing.googleapis.com').replace(/\/$/, ''),
    },
    youtube: { baseUrl: (env.YOUTUBE_BASE_URL ?? 'https://www.youtube.com').replace(/\/$/, '') },
    search: {
      ...(env.SEARCH_PROVIDER_URL ? { providerUrl: env.SEARCH_PROVIDER_URL.replace(/\/$/, '') } : {}),
      ...(env.SEARCH_PROVIDER_KEY ? { providerKey: env.SEARCH_PROVIDER_KEY } : {}),
      providerTimeoutMs: env.SEARCH_PROVIDER_TIMEOUT_MS,
      crawlMaxPages: env.SEARCH_CRAWL_MAX_PAGES,
      crawlTimeMs: env.SEARCH_CRAWL_TIME_MS,
    },
  };
}
