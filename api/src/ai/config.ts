/**
 * What the AI engine needs from the configuration, and how to read it from
 * the environment. api/src/config.ts merges `aiEnvShape` into its schema and
 * calls `aiConfigFromEnv` (variables documented in .env.example):
 *
 *   const EnvSchema = z.object({ ...existing, ...aiEnvShape });
 *   return { ...existing, ai: aiConfigFromEnv(env) };
 */
import { z } from 'zod';

export interface OpenAIConfig {
  apiKey: string;
  /** Base URL of the API, `/v1` included; any OpenAI-compatible server works. */
  baseURL?: string;
  /** The model of every operation (OPENAI_MODEL). */
  model: string;
  /** The model when the user's gpt4 feature is on (OPENAI_MODEL_LARGE). */
  largeModel: string;
  imageModel?: string;
  embeddingModel?: string;
  /** Retries of 429 and 5xx answers before they surface (the SDK's backoff); default 2. */
  maxRetries?: number;
  /** Per-request timeout in ms; default 10 minutes (the SDK's), long enough for a 4000-word article. */
  timeoutMs?: number;
}

export interface OfflineConfig {
  /** Pause between streamed chunks in ms, to feel like a model in demos; default 0. */
  delayMs?: number;
}

export interface AiConfig {
  /** Set when OPENAI_API_KEY is: the OpenAI provider serves. Absent: the offline writer. */
  openai?: OpenAIConfig;
  offline?: OfflineConfig;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_LARGE_MODEL = 'gpt-4o';
export const DEFAULT_IMAGE_MODEL = 'dall-e-3';
export const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-small';

/** `VAR=` in an env file means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** The AI variables, to spread into the API's environment schema. */
export const aiEnvShape = {
  OPENAI_API_KEY: optional(z.string().trim()),
  OPENAI_BASE_URL: optional(z.string().trim().url()),
  OPENAI_MODEL: optional(z.string().trim()),
  OPENAI_MODEL_LARGE: optional(z.string().trim()),
  /**
   * The offline writer's pause between streamed chunks, in ms (default 0): a
   * pace like a model's for demos, and for the end-to-end tests' job workers,
   * whose runs must last long enough to be watched.
   */
  OFFLINE_WRITER_DELAY_MS: optional(z.coerce.number().int().min(0).max(1000)),
};

export const AiEnvSchema = z.object(aiEnvShape);
export type AiEnv = z.infer<typeof AiEnvSchema>;

/** The engine's configuration from (already validated) environment values. */
export function aiConfigFromEnv(env: AiEnv, defaults: OfflineConfig = {}): AiConfig {
  const offline: OfflineConfig = {
    ...defaults,
    ...(env.OFFLINE_WRITER_DELAY_MS ? { delayMs: env.OFFLINE_WRITER_DELAY_MS } : {}),
  };
  if (!env.OPENAI_API_KEY) return { offline };
  return {
    openai: {
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL?.replace(/\/+$/, ''),
      model: env.OPENAI_MODEL ?? DEFAULT_MODEL,
      largeModel: env.OPENAI_MODEL_LARGE ?? DEFAULT_LARGE_MODEL,
    },
    offline,
  };
}
