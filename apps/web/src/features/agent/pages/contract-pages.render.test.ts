import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  const g = globalThis as Record<string, unknown>;
  const store = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  Object.defineProperty(g, 'navigator', { value: { languages: ['en'], language: 'en' }, configurable: true });
  g.localStorage = store;
  g.sessionStorage = store;
  g.window = {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    location: { href: 'http://x/' },
    localStorage: store,
    sessionStorage: store,
  };
  g.document = { documentElement: { lang: 'en', dir: 'ltr', setAttribute: () => undefined } };
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import en from '../../../../../../packages/i18n/src/namespaces/agentContracts/en.json';
import { ContractTypePage } from './contract-type-page';
import { ContractRequestsPage } from './contract-requests-page';
import { TeamBetsPage } from './team-bets-page';
import { LossStatementsPage } from './loss-statements-page';
import { RevenueReportPage } from './revenue-report-page';
import { contractListQuery, settlementsQuery } from '../api/contracts-api';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { agentContracts: en } }, keySeparator: false, initAsync: false, interpolation: { escapeValue: false } });

const party = (id: number, account: string) => ({ id, account, nickname: null });
const contract = (over: Record<string, unknown>) => ({
  id: 1,
  type: 'daily_salary',
  status: 'active',
  role: 'received',
  upline: party(1, 'up'),
  downline: party(2, 'me'),
  terms: {
    tiers: [
      { minActiveMembers: 0, minValidBet: 100000, rateBp: 100 },
      { minActiveMembers: 5, minValidBet: 500000, rateBp: 200 },
    ],
  },
  period: 'daily',
  note: 'hello',
  offeredAt: '2026-11-20T00:00:00Z',
  offerExpiresAt: '2026-11-23T00:00:00Z',
  respondedAt: null,
  effectiveFrom: '2026-11-20T00:00:00Z',
  endsAt: null,
  endedAt: null,
  endedBy: null,
  endReason: null,
  ...over,
});
const settlement = {
  id: 9,
  contractId: 1,
  type: 'daily_salary',
  periodKey: '2026-11-21',
  periodStart: '2026-11-21T00:00:00Z',
  periodEnd: '2026-11-22T00:00:00Z',
  role: 'income',
  payee: party(2, 'me'),
  payer: party(1, 'up'),
  status: 'paid',
  amount: 1234,
  paidAmount: 1234,
  carryIn: 0,
  carryOut: 0,
  inputs: { teamMembers: 3, activeMembers: 2, validBet: 123400, houseProfit: 0, tierIndex: 0, rateBp: 100, base: 123400 },
  attempts: 1,
  lastError: null,
  confirmDeadline: null,
  paidAt: null,
  createdAt: '2026-11-22T00:00:00Z',
};
const page = <T>(content: T[]) => ({ content, pageNum: 1, pageSize: 20, totalPages: 1, total: content.length });

const render = (node: ReturnType<typeof createElement>, client = new QueryClient()) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, node)));

/**
 * Server-renders each page with answers already in the query cache (the session token is null in
 * Node, so the queries are keyed by null): every section, test id and text key must come out.
 */
describe('agent contract and report pages render', () => {
  it('renders the contract type page with data', () => {
    const client = new QueryClient();
    client.setQueryData(contractListQuery(null, 'daily_salary', { role: 'received', status: 'offered', pageSize: 100 }).queryKey, {
      ...page([contract({ id: 5, status: 'offered' })]),
      held: contract({}),
    } as never);
    client.setQueryData(contractListQuery(null, 'daily_salary', { role: 'given', status: 'live', pageSize: 100 }).queryKey, {
      ...page([contract({ id: 6, role: 'given', downline: party(3, 'down'), terms: { tiers: [{ minActiveMembers: 0, minValidBet: 0, rateBp: 300 }] } })]),
      held: null,
    } as never);
    client.setQueryData(contractListQuery(null, 'daily_salary', { role: 'given', status: 'live', pageNo: 1 }).queryKey, {
      ...page([contract({ id: 6, role: 'given', downline: party(3, 'down') })]),
      held: null,
    } as never);
    client.setQueryData(settlementsQuery(null, { type: 'daily_salary', role: 'all', pageNo: 1 }).queryKey, page([settlement]) as never);
    const html = render(createElement(ContractTypePage, { type: 'daily_salary' }), client);
    expect(html).toContain('contract-offer-accept');
    expect(html).toContain('contract-held-terms');
    expect(html).toContain('contract-given-row');
    expect(html).toContain('settlement-row');
    expect(html).toContain('contract-offer-submit');
    expect(html).toContain('2.00%');
    expect(html).not.toMatch(/agentContracts:/);
  });

  it('renders dividends awaiting confirmation and real-time terms', () => {
    const client = new QueryClient();
    client.setQueryData(contractListQuery(null, 'dividend', { role: 'received', status: 'offered', pageSize: 100 }).queryKey, {
      ...page([]),
      held: contract({
        type: 'dividend',
        period: 'weekly',
        terms: { period: 'weekly', tiers: [{ minActiveMembers: 1, minValidBet: 0, minProfitLoss: 5000, rateBp: 2500 }] },
      }),
    } as never);
    client.setQueryData(
      settlementsQuery(null, { type: 'dividend', role: 'expense', status: 'awaiting_confirmation', pageNo: 1, pageSize: 100 }).queryKey,
      page([
        {
          ...settlement,
          type: 'dividend',
          role: 'expense',
          status: 'awaiting_confirmation',
          paidAmount: 0,
          confirmDeadline: '2026-11-23T00:00:00Z',
          inputs: { ...settlement.inputs, carryIn: -500, carryOut: 0 },
        },
      ]) as never,
    );
    const dividend = render(createElement(ContractTypePage, { type: 'dividend' }), client);
    expect(dividend).toContain('dividend-confirm-row');
    expect(dividend).toContain('dividend-refuse');
    expect(dividend).toContain('Weekly (Monday to Sunday)');
    expect(dividend).toContain('25.00%');
    expect(dividend).not.toMatch(/agentContracts:/);

    const rt = new QueryClient();
    rt.setQueryData(contractListQuery(null, 'realtime_salary', { role: 'received', status: 'offered', pageSize: 100 }).queryKey, {
      ...page([]),
      held: contract({ type: 'realtime_salary', period: 'five_minutes', terms: { winRateBp: 50, lossRateBp: 120, minSingleBet: 1000 } }),
    } as never);
    const realtime = render(createElement(ContractTypePage, { type: 'realtime_salary' }), rt);
    expect(realtime).toContain('1.20%');
    expect(realtime).toContain('contract-offer-win-rate');
    expect(realtime).not.toMatch(/agentContracts:/);
  });

  it('renders the other pages empty', () => {
    for (const type of ['dividend', 'realtime_salary'] as const) render(createElement(ContractTypePage, { type }));
    expect(render(createElement(ContractRequestsPage))).toContain('contract-requests-tab-new');
    expect(render(createElement(TeamBetsPage))).toContain('team-bets-page');
    expect(render(createElement(LossStatementsPage))).toContain('loss-statements-page');
    expect(render(createElement(RevenueReportPage))).toContain('revenue-report-page');
  });
});
