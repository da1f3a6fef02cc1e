import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  businessDay,
  demoAgent,
  downlineBalance,
  inr,
  ownBalanceOnWithdrawPage,
  sessionTokenOf,
  setAgentPaymentPassword,
  signInAsAgent,
} from './support/agent';
import { openBackofficeScreen } from './support/backoffice';
import { creditByAdjustment, staffToken } from './support/cashier';

// An agent signs in at /agent, opens a downline agent account, funds it, offers it
// a daily salary contract; the downline accepts and plays; staff re-run today's daily settlement
// (the e2e settlement clock is a day ahead, so today has "ended"); both agents then find the
// income, the figures it came from and the money in their reports and wallets, to the paisa.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 20_000 });

/** A desktop context in English with the site's popups already dismissed (sessionStorage flags). */
const agentContext = async (browser: Browser) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  });
  return context;
};

/** agent01's platform daily salary (apps/api/src/seed/agent-contracts.seed.ts): tier 1 = 1 active member, 100.00 valid bet, 0.50%. */
const platformRateBp = 50;
/** What agent01 offers its new downline: one tier from nothing, 0.30%. */
const offeredRateBp = 30;
/** Three dice bets of 40.55: 121.65 of valid bet, over the 100.00 that makes the downline an active member. */
const stake = 4_055;
const bets = 3;
const validBet = stake * bets;
const salary = (rateBp: number) => Math.floor((validBet * rateBp) / 10_000);
const downlineIncome = salary(offeredRateBp); // floor(36.495) = 36
const agentIncome = salary(platformRateBp); // floor(60.825) = 60
const paymentPassword = '246810';

/** The value beside a label in a settlement's "How it was computed" list. */
const figure = (details: Locator, label: string) => details.locator(`dt:text-is("${label}") + dd`);

/** Opens the settlement's computation details and checks the figures it was computed from. */
const expectComputedFrom = async (row: Locator, figures: Record<string, string>) => {
  const details = row.getByTestId('settlement-details');
  await details.locator('summary').click();
  for (const [label, value] of Object.entries(figures)) await expect(figure(details, label), label).toHaveText(value);
};

/** The revenue report for today and daily salary: its income and expense totals (minor units). */
const expectRevenue = async (page: Page, today: string, income: number, expense: number) => {
  await page.goto('/agentHome/agentRevenueReport');
  await expect(page.getByTestId('revenue-report-page')).toBeVisible();
  await page.getByTestId('revenue-report-page-period-preset').selectOption('today');
  await page.getByTestId('revenue-type').selectOption('daily_salary');
  await expect(page.getByTestId('revenue-income')).toHaveAttribute('data-value', String(income));
  await expect(page.getByTestId('revenue-expense')).toHaveAttribute('data-value', String(expense));
  await expect(page.getByTestId('revenue-net')).toHaveAttribute('data-value', String(income - expense));
  const row = page.getByTestId('revenue-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(today);
  await expect(row).toContainText(inr(income));
};

test('an agent opens a downline agent, gives it a daily salary, and both are paid exactly after the settlement', async ({ browser }) => {
  const probe = await browser.newContext();
  const staff = await staffToken(browser);
  const context = await agentContext(browser);
  const agent = await context.newPage();

  // agent01 signs in at /agent; the platform funds it (a staff adjustment) and it sets a payment password.
  const agentPassword = await signInAsAgent(agent, demoAgent.account, demoAgent.password);
  await creditByAdjustment(probe.request, staff, demoAgent.account, 100_000);
  await setAgentPaymentPassword(probe.request, await sessionTokenOf(agent), agentPassword, paymentPassword);

  // registerCenter: open an agent account directly below agent01.
  const downline = `sa${(Date.now() % 1e9).toString(36)}`;
  const downlinePassword = 'Secret2026';
  await agent.goto('/agentHome/registerCenter');
  await agent.getByTestId('agent-open-account-kind').selectOption('agent');
  await agent.getByTestId('agent-open-account-account').fill(downline);
  await agent.getByTestId('agent-open-account-password').fill(downlinePassword);
  await agent.getByTestId('agent-open-account-nickname').fill('E2E Sub-agent');
  await agent.getByTestId('agent-open-account-submit').click();
  await expect(agent.getByTestId('agent-open-account-done')).toContainText(downline);

  // downlineManagmentView: transfer 500.00 to it with the payment password.
  await agent.goto('/agentHome/downlineManagmentView');
  await agent.getByTestId('agent-downlines-search').fill(downline);
  await agent.getByTestId('agent-downlines-search-submit').click();
  const row = agent.locator(`[data-testid="agent-downline-row"][data-account="${downline}"]`);
  await expect(row.getByTestId('agent-downline-balance')).toHaveText(inr(0));
  await row.getByTestId('agent-downline-transfer').click();
  await agent.getByTestId('agent-transfer-amount').fill('500');
  await agent.getByTestId('agent-transfer-password').fill(paymentPassword);
  await agent.getByTestId('agent-transfer-submit').click();
  await expect(agent.getByTestId('agent-transfer-done')).toContainText(inr(50_000));
  await agent.getByTestId('agent-transfer-close').click();
  await expect(row.getByTestId('agent-downline-balance')).toHaveText(inr(50_000));

  // agentDailyWages2: offer one tier (0 active members, 0 valid bet, 0.30%) to the new downline.
  await agent.goto('/agentHome/agentDailyWages2');
  await expect(agent.getByTestId('contract-page-daily_salary')).toBeVisible();
  await expect(agent.getByTestId('contract-held')).toBeVisible();
  await agent.getByTestId('contract-offer-downline').selectOption(downline);
  await agent.getByTestId('contract-offer-tier-active-0').fill('0');
  await agent.getByTestId('contract-offer-tier-bet-0').fill('0');
  await agent.getByTestId('contract-offer-tier-rate-0').fill('0.30');
  await agent.getByTestId('contract-offer-submit').click();
  await expect(agent.getByTestId('contract-action-done')).toBeVisible();
  const given = agent.getByTestId('contract-given-row').filter({ hasText: downline });
  await expect(given).toHaveAttribute('data-status', 'offered');

  // The downline signs in at /agent (changing its password if asked) and accepts on its contract page.
  const subContext = await agentContext(browser);
  const sub = await subContext.newPage();
  await signInAsAgent(sub, downline, downlinePassword);
  await sub.goto('/agentHome/agentDailyWages2');
  const offer = sub.getByTestId('contract-offer-card');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(demoAgent.account);
  await offer.getByTestId('contract-offer-accept').click();
  await sub.getByTestId('contract-dialog-confirm').click();
  // The held contract: agent01 pays, one tier of 0.30%.
  await expect(sub.getByTestId('contract-held')).toContainText(demoAgent.account);
  await expect(sub.getByTestId('contract-held-terms')).toContainText('0.30%');
  await expect(sub.getByTestId('contract-offer-card')).toHaveCount(0);
  await agent.reload();
  await expect(agent.getByTestId('contract-given-row').filter({ hasText: downline })).toHaveAttribute('data-status', 'active');

  // The downline plays house dice from its agent wallet: three bets of 40.55, today (business time zone).
  const today = businessDay();
  await sub.goto('/bgs?vassalage=HOUSE_DICE');
  await sub
    .getByTestId('game-card')
    .filter({ hasNot: sub.getByTestId('game-maintenance') })
    .first()
    .getByTestId('game-play')
    .click();
  await expect(sub.getByTestId('bgs-game')).toHaveAttribute('data-engine', 'dice');
  await expect(sub.getByTestId('bgs-game')).toHaveAttribute('data-mode', 'real');
  await sub.getByTestId('bgs-bet-amount').fill('40.55');
  for (let n = 1; n <= bets; n += 1) {
    await sub.getByTestId('bgs-bet').click();
    await expect(sub.getByTestId('bgs-bet-row')).toHaveCount(n);
    await expect(sub.getByTestId('bgs-bet')).toBeEnabled();
  }

  expect(businessDay(), 'the bets and the settled period fall on one business day').toBe(today);

  // Balances before the settlement, as each agent sees them.
  const subBefore = await ownBalanceOnWithdrawPage(sub);
  expect(await downlineBalance(agent, downline)).toBe(subBefore);
  const agentBefore = await ownBalanceOnWithdrawPage(agent);

  // Staff re-run today's daily salary period in the back office.
  const bo = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  await openBackofficeScreen(bo, '/agents/settlements');
  await bo.getByTestId('agent-rerun-job').selectOption('daily_salary');
  await bo.getByTestId('agent-rerun-key').fill(today);
  await bo.getByTestId('agent-rerun-submit').click();
  const run = bo.getByTestId('agent-run-detail');
  await expect(run).toContainText(today);
  // agent01 from the platform, agent02 and the new downline from agent01: three daily contracts.
  await expect(run.getByTestId('agent-settlement-row')).toHaveCount(3);
  await expect(run.getByTestId('agent-settlement-row').filter({ hasText: downline })).toHaveCount(1);

  // The downline: its income on the contract page, with the figures it was computed from.
  await sub.goto('/agentHome/agentDailyWages2');
  const subRows = sub.getByTestId('settlement-row');
  await expect(subRows).toHaveCount(1);
  const subIncome = subRows.first();
  await expect(subIncome).toHaveAttribute('data-role', 'income');
  await expect(subIncome).toHaveAttribute('data-status', 'paid');
  await expect(subIncome).toContainText(today);
  await expect(subIncome).toContainText(demoAgent.account);
  await expect(subIncome.getByTestId('settlement-amount')).toHaveText(inr(downlineIncome));
  await expectComputedFrom(subIncome, {
    'Team members': '1',
    'Active members': '1',
    'Valid bet': inr(validBet),
    'Tier reached': 'Tier 1',
    Rate: '0.30%',
    Base: inr(validBet),
    Amount: inr(downlineIncome),
    Paid: inr(downlineIncome),
  });
  await expectRevenue(sub, today, downlineIncome, 0);
  expect(await ownBalanceOnWithdrawPage(sub)).toBe(subBefore + downlineIncome);

  // agent01: its platform income and its expense to the downline (and nothing to agent02, whose team did not play).
  await agent.goto('/agentHome/agentDailyWages2');
  const agentRows = agent.getByTestId('settlement-row');
  await expect(agentRows).toHaveCount(3);
  const fromPlatform = agentRows.and(agent.locator('[data-role="income"]'));
  await expect(fromPlatform).toHaveCount(1);
  await expect(fromPlatform).toHaveAttribute('data-status', 'paid');
  await expect(fromPlatform).toContainText(today);
  await expect(fromPlatform.getByTestId('settlement-amount')).toHaveText(inr(agentIncome));
  await expectComputedFrom(fromPlatform, {
    'Active members': '1',
    'Valid bet': inr(validBet),
    'Tier reached': 'Tier 1',
    Rate: '0.50%',
    Amount: inr(agentIncome),
    Paid: inr(agentIncome),
  });
  const toDownline = agentRows.and(agent.locator('[data-role="expense"]')).filter({ hasText: downline });
  await expect(toDownline).toHaveAttribute('data-status', 'paid');
  await expect(toDownline.getByTestId('settlement-amount')).toHaveText(inr(downlineIncome));
  await expectComputedFrom(toDownline, { 'Valid bet': inr(validBet), Rate: '0.30%', Amount: inr(downlineIncome) });
  const toAgent02 = agentRows.and(agent.locator('[data-role="expense"]')).filter({ hasText: 'agent02' });
  await expect(toAgent02).toHaveAttribute('data-status', 'nothing_due');
  await expect(toAgent02.getByTestId('settlement-amount')).toHaveText(inr(0));
  await expectRevenue(agent, today, agentIncome, downlineIncome);
  expect(await ownBalanceOnWithdrawPage(agent)).toBe(agentBefore + agentIncome - downlineIncome);
  expect(await downlineBalance(agent, downline)).toBe(subBefore + downlineIncome);

  // A second re-run of the same period pays nothing again.
  await bo.getByTestId('agent-rerun-key').fill(today);
  await bo.getByTestId('agent-rerun-submit').click();
  await expect(bo.getByTestId('agent-run-row').filter({ hasText: today })).toHaveCount(2);
  expect(await ownBalanceOnWithdrawPage(sub)).toBe(subBefore + downlineIncome);
  expect(await ownBalanceOnWithdrawPage(agent)).toBe(agentBefore + agentIncome - downlineIncome);

  await Promise.all([context.close(), subContext.close(), bo.context().close(), probe.close()]);
});
