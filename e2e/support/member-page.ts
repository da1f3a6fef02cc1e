import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { newThemedContext } from './theme';

/** The phone width the member-centre specs check (layout, axe) at. */
export const phoneViewport = { width: 360, height: 780 } as const;

/** A page of a fresh context signed in as the member, popups dismissed (sessionStorage flags). */
export const memberPage = async (browser: Browser, token: string, options: BrowserContextOptions = {}): Promise<Page> => {
  const context = await newThemedContext(browser, { locale: 'en-US', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await page.addInitScript((t) => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('token', t);
  }, token);
  return page;
};
