import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, which also closes every browser context a test opened once it ends. A worker
 * keeps one browser for the whole run, and a page left open keeps running its timers, carousels and
 * polling: a run that leaked them had eight renderers competing for two cores by its middle.
 */
export const test = base.extend<{ closeOpenContexts: void }>({
  closeOpenContexts: [
    async ({ browser }, use) => {
      await use();
      // One test runs at a time in a worker, so every context still open is this test's.
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
