import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/**
 * The player site opens dark whatever the device prefers (the operator's default), so a context's
 * colorScheme alone no longer picks the theme. This stores the scheme as the visitor's own toggle
 * choice (localStorage 'theme', read by the inline theme script (apps/web/theme-init.js) before the first paint) unless the
 * page already holds one, so a test that flips the toggle and reloads still sees its own choice.
 */
export const pickTheme = async (context: BrowserContext, theme: 'light' | 'dark' | null | undefined): Promise<void> => {
  if (!theme) return;
  await context.addInitScript((choice) => {
    try {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', choice);
    } catch {
      // about:blank and opaque origins have no storage; the next real page gets the choice.
    }
  }, theme);
};

/** browser.newContext whose colorScheme ('light' or 'dark') is also the theme the site shows. */
export const newThemedContext = async (browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext(options);
  await pickTheme(context, options.colorScheme === 'no-preference' ? null : options.colorScheme);
  return context;
};
