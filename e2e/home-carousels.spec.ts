import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { newThemedContext } from './support/theme';

// The hot games row on the home page turns by itself (every 1.2 s by the product's rules): each
// turn glides as a transform animation the compositor plays, not a frame loop on the main thread;
// it holds still under the pointer, while scrolled out of view and for a visitor who asked for
// reduced motion.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** The row's moving strip: its position, and whether a glide is playing on it now. */
const strip = (page: Page) => page.getByTestId('hot-carousel').locator('.overflow-hidden > div').first();
const positionOf = (page: Page) => strip(page).evaluate((el) => (el as HTMLElement).style.transform);
/** Long enough for two turns of a row that turns every 1.2 s. */
const twoTurns = 2_600;

const openHome = async (page: Page) => {
  await page.addInitScript(() => sessionStorage.setItem('ANONYMOUS_POPUP', '1'));
  await page.goto('/');
  await expect(page.getByTestId('hot-carousel').getByTestId('game-card').first()).toBeVisible();
};

test('the hot games row glides on by itself while seen, and holds still under the pointer and out of view', async ({ browser }) => {
  const page = await (await newThemedContext(browser, { locale: 'en-US', viewport: { width: 412, height: 823 }, reducedMotion: 'no-preference' })).newPage();
  // Counts the transform animations the page starts on the row, and any frame loop it runs.
  await page.addInitScript(() => {
    const counts = { glides: 0, frames: 0 };
    Object.assign(window, { carouselCounts: counts });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.closest('[data-testid="hot-carousel"]')) counts.glides += 1;
      return animate.apply(this, args);
    };
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      counts.frames += 1;
      return frame(callback);
    };
  });
  await openHome(page);
  await page.getByTestId('hot-carousel').scrollIntoViewIfNeeded();

  const start = await positionOf(page);
  await expect.poll(() => positionOf(page)).not.toBe(start);
  await expect.poll(() => page.evaluate(() => (window as unknown as { carouselCounts: { glides: number } }).carouselCounts.glides)).toBeGreaterThan(0);

  // Under the pointer it waits.
  await page.getByTestId('hot-carousel').hover();
  const hovered = await positionOf(page);
  await page.waitForTimeout(twoTurns);
  expect(await positionOf(page)).toBe(hovered);

  // Scrolled out of view it waits too, and draws no frames.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('hot-carousel')).not.toBeInViewport();
  const away = await positionOf(page);
  const framesBefore = await page.evaluate(() => (window as unknown as { carouselCounts: { frames: number } }).carouselCounts.frames);
  await page.waitForTimeout(twoTurns);
  expect(await positionOf(page)).toBe(away);
  const framesAfter = await page.evaluate(() => (window as unknown as { carouselCounts: { frames: number } }).carouselCounts.frames);
  // A glide already under way may finish; no turn starts a frame loop.
  expect(framesAfter - framesBefore).toBeLessThan(10);

  // Back in view, it turns again.
  await page.getByTestId('hot-carousel').scrollIntoViewIfNeeded();
  await expect.poll(() => positionOf(page)).not.toBe(away);
  await page.context().close();
});

test('with reduced motion the hot games row does not turn by itself', async ({ browser }) => {
  const page = await (await newThemedContext(browser, { locale: 'en-US', viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' })).newPage();
  await openHome(page);
  await page.getByTestId('hot-carousel').scrollIntoViewIfNeeded();
  const start = await positionOf(page);
  await page.waitForTimeout(twoTurns);
  expect(await positionOf(page)).toBe(start);
  await page.context().close();
});
