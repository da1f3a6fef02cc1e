import { defineConfig } from '@playwright/test';

// The browser tier runs Debian's Chromium against the real server on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // A browser spends much of a test waiting on the page; two workers keep both cores busy.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Tests tagged @site-wide (support/site-wide.ts) change what every visitor sees: they run one at a
  // time after the rest, which share the server two at a time.
  projects: [
    { name: 'shared', grepInvert: /@site-wide/ },
    { name: 'site-wide', grep: /@site-wide/, workers: 1, dependencies: ['shared'] },
  ],
  // In CI, a test that fails once is run again: a two-core host under load can miss a deadline once
  // (a test, not the product, timing out). A retried pass is reported as flaky by name in the
  // run's summary, so it is seen and fixed; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two cores run the server, its database and the browser; an answer can take longer than the default 5 s.
  expect: {
    timeout: 15_000,
    // Visual baselines (visual.spec.ts) are taken with this Chromium on Linux; a small share of
    // pixels may differ by anti-aliasing between hosts, a changed look differs by far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per name, without the platform suffix: the tier runs on Linux only.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list'], ['json']],
  outputDir: '../.tmp/playwright-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every simulated visitor comes from 127.0.0.1, so the per-address limits (proven in the API's
    // own tests) are raised to what many people behind one address would need.
    env: { PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN_PER_MINUTE: '600', RATE_LIMIT_CAPTCHA_PER_MINUTE: '600' },
  },
});
