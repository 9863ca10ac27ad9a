import { type Config, loadConfig } from '../config';

let config: Config | undefined;

/** The publishing jobs' configuration (fetch policy, integration keys), read once per worker. */
export function publishWorkerConfig(): Config {
  config ??= loadConfig();
  return config;
}

/** For tests that run a worker in their own process with their own configuration. */
export function usePublishWorkerConfig(next: Config | undefined) {
  config = next;
}
