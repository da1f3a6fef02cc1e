import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { siteWide } from './support/site-wide';

// Visual regression: the home page's first screen as a visitor sees it, kept as baselines in
// e2e/__screenshots__. A change to the look shows up as a failed comparison with a diff image in
// the test output; when the change is meant, refresh the baselines with
//   npx playwright test -c e2e/playwright.config.ts e2e/visual.spec.ts --project site-wide --update-snapshots
// and review the new images before committing them.
//
// Tagged site-wide so it runs on the fresh server of the second browser run, before any other test
// has added content to the home page (the site-wide tests put back what they change).

type Look = { lang: 'EN' | 'AR' | 'CN'; theme: 'light' | 'dark'; width: number; height: number };

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

const looks: Look[] = [
  ...(['EN', 'AR', 'CN'] as const).flatMap((lang) => (['light', 'dark'] as const).map((theme) => ({ lang, theme, ...phone }))),
  ...(['light', 'dark'] as const).map((theme) => ({ lang: 'EN' as const, theme, ...desktop })),
];

/** A first visit in a language and theme, with motion reduced and the announcement popups already seen. */
const openHome = async (browser: Browser, look: Look): Promise<Page> => {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: look.width, height: look.height },
    colorScheme: look.theme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.addInitScript(
    ([lang, theme]) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('theme', theme);
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
    },
    [look.lang, look.theme] as const,
  );
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every font face in and every picture on the first screen decoded, so the capture is complete.
  // Only pictures inside the viewport: a lazy one below it or beside it (a carousel's next slides)
  // never loads, and waiting for it would never end.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    await Promise.all([...document.images].filter(inView).map((image) => image.decode().catch(() => undefined)));
  });
  return page;
};

test.describe('the home page looks as designed', siteWide, () => {
  for (const look of looks) {
    test(`${look.lang} ${look.theme} at ${look.width} px`, async ({ browser }) => {
      const page = await openHome(browser, look);
      await expect(page).toHaveScreenshot(`home-${look.lang.toLowerCase()}-${look.theme}-${look.width}.png`, {
        // The jackpot rises every few seconds by a random step: its figure is the one part that may differ.
        mask: [page.getByTestId('jackpot-amount')],
      });
    });
  }
});
