import { describe, expect, it } from 'vitest';
import type { ConsolidatedContractInfo } from '@gp/contracts';
import { agentMenu, pageAllowed, pageFromPath } from './agent-menu';

const off = { enabled: false, received: null, givenActive: 0, givenOffered: 0 };
const info = (over: Partial<ConsolidatedContractInfo> = {}): ConsolidatedContractInfo => ({
  divtypereq: off,
  dailysalreqtype: off,
  contracthoursalreq: off,
  realtimesalreqtype: off,
  pendingOffers: 0,
  pendingConfirmations: 0,
  ...over,
});
const pages = (entries: { page: string }[]) => entries.map((e) => e.page);

describe('agentMenu', () => {
  it('hides the four contract pages while the summary has not answered', () => {
    const menu = pages(agentMenu(undefined));
    expect(menu).not.toContain('agentDailyWages2');
    expect(menu).not.toContain('agentDividendRecordCopy2');
    expect(menu[0]).toBe('agentAnnouncement');
    expect(menu).toContain('contractRequests');
    expect(menu.slice(-2)).toEqual(['withdraw', 'securityCenter']);
  });

  it('shows exactly the enabled contract types, in menu order', () => {
    const on = { ...off, enabled: true, received: 'active' as const };
    const menu = pages(agentMenu(info({ dailysalreqtype: on, realtimesalreqtype: on })));
    const contractPages = menu.filter((p) => ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'].includes(p));
    expect(contractPages).toEqual(['agentDailyWages2', 'agentRealtimeSalary']);
    expect(menu.indexOf('agentDownlineTransactionDetailsCopy')).toBeLessThan(menu.indexOf('agentDailyWages2'));
    expect(menu.indexOf('agentRealtimeSalary')).toBeLessThan(menu.indexOf('contractRequests'));
  });

  it('badges contract requests with offers plus confirmations', () => {
    const entry = agentMenu(info({ pendingOffers: 2, pendingConfirmations: 1 })).find((e) => e.page === 'contractRequests');
    expect(entry?.badge).toBe(3);
    expect(agentMenu(info()).find((e) => e.page === 'contractRequests')?.badge).toBe(0);
  });

  it('badges messages with the inbox unread count, and nothing else with it', () => {
    const menu = agentMenu(info(), 4);
    expect(menu.find((e) => e.page === 'messages')?.badge).toBe(4);
    expect(menu.filter((e) => e.badge > 0).map((e) => e.page)).toEqual(['messages']);
    expect(agentMenu(info()).find((e) => e.page === 'messages')?.badge).toBe(0);
  });

  it('allows a contract page only when its type is enabled', () => {
    expect(pageAllowed('agentHourSalary', info())).toBe(false);
    expect(pageAllowed('agentHourSalary', info({ contracthoursalreq: { ...off, enabled: true } }))).toBe(true);
    expect(pageAllowed('registerCenter', undefined)).toBe(true);
  });
});

describe('pageFromPath', () => {
  it('defaults to the team overview', () => {
    expect(pageFromPath('/agentHome')).toEqual({ page: 'agentTeamOverview', known: true });
    expect(pageFromPath('/agentHome/')).toEqual({ page: 'agentTeamOverview', known: true });
  });
  it('reads the page name and flags unknown ones', () => {
    expect(pageFromPath('/agentHome/registerCenter')).toEqual({ page: 'registerCenter', known: true });
    expect(pageFromPath('/agentHome/nope')).toEqual({ page: 'agentTeamOverview', known: false });
  });
});
