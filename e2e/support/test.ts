import { test as base, type Browser, type BrowserContextOptions } from '@playwright/test';

/**
 * Contexts ask for reduced motion unless a test says otherwise: every player page runs a notice
 * marquee, and the home page turns carousels and rolls a jackpot, so two workers' open pages kept the
 * browser drawing frames nobody looks at. The tests of motion itself (home-carousels.spec.ts, the
 * wheel) ask for `reducedMotion: 'no-preference'` by name.
 */
const preferReducedMotion = (browser: Browser) => {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options: BrowserContextOptions = {}) => newContext({ reducedMotion: 'reduce', ...options });
};

/**
 * Playwright's `test`, which also closes every browser context a test opened once it ends. A worker
 * keeps one browser for the whole run, and a page left open keeps running its timers, carousels and
 * polling: a run that leaked them had eight renderers competing for two cores by its middle.
 */
export const test = base.extend<{ closeOpenContexts: void }, { quietMotion: void }>({
  quietMotion: [
    async ({ browser }, use) => {
      preferReducedMotion(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  closeOpenContexts: [
    async ({ browser }, use) => {
      await use();
      // One test runs at a time in a worker, so every context still open is this test's.
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
