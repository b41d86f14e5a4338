import fs from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH, else the system's
 * (/usr/bin/chromium, Debian's package), else Playwright's own download.
 * No browser is a clear failure, never a skipped suite.
 */
export function resolveChromium() {
  // eslint-disable-next-line no-restricted-properties -- tooling preset, read once here
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const bundled = chromium.executablePath();
  if (bundled && fs.existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium for the browser tests: install it (Debian: apt-get install chromium), set CHROMIUM_PATH, or run `pnpm --filter @wordrise/web exec playwright install chromium`.',
  );
}

/**
 * Shared Playwright settings: one Chromium, flags that suit a closed, headless machine.
 * `webServer` is the app under test (waited for at its base URL); `services` are more
 * processes to start first, each with its own `url` to wait for.
 * @param {{ port: number; webServer?: Record<string, unknown>; services?: Record<string, unknown>[] } & Record<string, unknown>} options
 */
export function playwrightConfig({ port, webServer, services = [], ...rest }) {
  const baseURL = `http://127.0.0.1:${port}`;
  return defineConfig({
    testDir: './e2e',
    outputDir: './test-results',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    reporter: [['list']],
    // Generous bounds: a browser test waits for what it expects to see, and a busy
    // machine must not fail it (these only stop a hung test from hanging the run).
    timeout: 600_000,
    expect: { timeout: 60_000 },
    use: {
      baseURL,
      // Waits for a page or an action end with a clear failure, never a silent hang.
      navigationTimeout: 60_000,
      actionTimeout: 60_000,
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: {
        executablePath: resolveChromium(),
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
    webServer: [
      ...services.map((service) => ({ reuseExistingServer: false, timeout: 120_000, ...service })),
      ...(webServer
        ? [{ url: baseURL, reuseExistingServer: false, timeout: 120_000, ...webServer }]
        : []),
    ],
    ...rest,
  });
}
