import { expect } from '@playwright/test';
import { test } from './support/test';
import { signInToBackoffice } from './support/backoffice';
import { siteWide } from './support/site-wide';

test('staff put the site into maintenance and players see the maintenance page', siteWide, async ({ browser }) => {
  const staff = await browser.newPage();
  await signInToBackoffice(staff);
  await staff.getByTestId('nav-status').click();
  await staff.getByTestId('maintenance-mode').selectOption('on');
  await staff.getByTestId('maintenance-save').click();
  await expect(staff.getByTestId('settings-saved')).toBeVisible();
  await expect(staff.getByTestId('maintenance-status')).toHaveAttribute('data-active', 'true');

  const player = await browser.newPage({ locale: 'en-US' });
  await player.goto('/');
  await expect(player.getByTestId('maintenance-page')).toBeVisible();
  await expect(player.getByTestId('maintenance-message')).toContainText(/upgrading/i);
  await expect(player.getByTestId('customer-service-button')).toBeVisible();

  await staff.getByTestId('maintenance-mode').selectOption('off');
  await staff.getByTestId('maintenance-save').click();
  await expect(staff.getByTestId('maintenance-status')).toHaveAttribute('data-active', 'false');
  await player.reload();
  await expect(player.getByTestId('maintenance-page')).toHaveCount(0);
});
