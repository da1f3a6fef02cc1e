import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test';

// The README's pictures: the home page in English on a phone and a desktop, light and dark.
const folder = resolve(import.meta.dirname, '../docs/screenshots');

const shots = [
  { device: 'phone', width: 390, height: 844 },
  { device: 'desktop', width: 1366, height: 900 },
] as const;

for (const shot of shots) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home on a ${shot.device}, ${theme}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, colorScheme: theme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.addInitScript((chosen) => {
        localStorage.setItem('lang', 'EN');
        localStorage.setItem('theme', chosen);
        sessionStorage.setItem('ANONYMOUS_POPUP', '1');
        sessionStorage.setItem('USER_POPUP', '1');
      }, theme);
      await page.goto('/');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // JPEG keeps the README light; the visual baselines in e2e/__screenshots__ are the exact pictures.
      await page.screenshot({ path: resolve(folder, `home-${shot.device}-${theme}.jpg`), type: 'jpeg', quality: 88 });
    });
  }
}
