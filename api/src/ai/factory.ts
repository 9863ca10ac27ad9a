/**
 * Which provider answers: the factory lives apart from the provider
 * interface (provider.ts), so the interface imports none of its
 * implementations.
 */
import type { AiConfig } from './config';
import { OfflineProvider } from './offline/provider';
import { OpenAIProvider } from './openai';
import type { AiProvider } from './provider';

/** OpenAI when an API key is configured, the offline writer otherwise. */
export function createProvider(config: AiConfig): AiProvider {
  return config.openai ? new OpenAIProvider(config.openai) : new OfflineProvider(config.offline);
}
