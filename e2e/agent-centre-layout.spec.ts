import { expect } from '@playwright/test';
import { test } from './support/test';
import { agentPageNames } from '../apps/web/src/features/agent/components/centre/agent-menu';
import { seriousViolations } from './support/axe';
import { addSupportedLanguages, sidewaysOverflow, staffToken } from './support/cashier';
import { signInAsAgent } from './support/agent';
import { openSignedInBackoffice } from './support/backoffice';
import { phoneViewport } from './support/member-page';
import { newThemedContext } from './support/theme';

// Every agent-centre page at phone width: no sideways scrolling and no serious axe
// violation, once left-to-right in light and once right-to-left in dark. agent02 (seeded under
// agent01, holding a daily salary contract) sees every page but the contract pages it lacks.

const cases = [
  { lang: 'EN', colorScheme: 'light', dir: 'ltr' },
  { lang: 'AR', colorScheme: 'dark', dir: 'rtl' },
] as const;

test('every agent-centre page fits 360 px and passes axe, LTR light and RTL dark', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const restoreLanguages = await addSupportedLanguages(request, await staffToken(browser), ['AR']);
  try {
    for (const { lang, colorScheme, dir } of cases) {
      const context = await newThemedContext(browser, { locale: 'en-US', viewport: phoneViewport, colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.addInitScript((code) => {
        localStorage.setItem('lang', code);
        sessionStorage.setItem('ANONYMOUS_POPUP', '1');
        sessionStorage.setItem('USER_POPUP', '1');
      }, lang);
      await signInAsAgent(page, 'agent02', 'Agent2026');
      const menu = page.getByTestId('agent-menu-toggle');
      await expect(menu).toBeVisible();
      await menu.click();
      // The drawer lists only the pages this agent has: the contract pages follow its contracts.
      const shown = [];
      for (const name of agentPageNames) if ((await page.getByTestId(`agent-menu-${name}`).count()) > 0) shown.push(name);
      expect(shown).toContain('agentDailyWages2');
      expect(shown).not.toContain('agentRealtimeSalary');
      await page.keyboard.press('Escape');
      for (const name of shown) {
        const where = `${name} ${lang} ${colorScheme}`;
        await page.goto(`/agentHome/${name}`);
        await expect(page.getByTestId('agent-home-page'), where).toHaveAttribute('data-page', name);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir), where).toBe(dir);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), where).toBe(colorScheme === 'dark');
        expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), where).toEqual([]);
      }
      await page.context().close();
    }
  } finally {
    await restoreLanguages();
  }
});

test('the back office agent screens fit 360 px and pass axe in light and dark', async ({ browser }) => {
  test.setTimeout(300_000);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await newThemedContext(browser, { locale: 'en-US', viewport: phoneViewport, colorScheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openSignedInBackoffice(page);
    for (const path of ['agents/tree', 'agents/contracts', 'agents/settlements', 'agents/settings']) {
      const where = `${path} ${colorScheme}`;
      await page.goto(`/backoffice/${path}`);
      await expect(page.locator('h1'), where).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), where).toEqual([]);
    }
    await context.close();
  }
});
