import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the running platform in Debian's Chromium. `npm test`
 * builds and starts the platform and passes its address in E2E_BASE_URL.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per test run (npm test sets it per port offset), so runs side by side keep their traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // PW_REPEAT=n runs each test n times: how a rare failure is caught in the act (`npm test -- --only e2e <spec>`).
  repeatEach: Number(process.env.PW_REPEAT ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
