import { agentContractTypes, type AgentSettlementView } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { act, dailyTerms, listContracts, offer, postAction, relayUrl, staffIdOf } from './agent-contracts.test-support';
import type { DividendConfirmationPort } from './dividend-port';

let t: TestApp;
let top: TestMember;
let sub: TestMember;
let player: TestMember;
let stranger: TestMember;
let strangerSub: TestMember;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.staffToken(['admin'], 'accessadmin');
  const staffId = await staffIdOf(t, 'accessadmin');
  top = await newMember(t, { agent: true });
  sub = await newMember(t, { agent: true, uplineId: top.id });
  player = await newMember(t, { uplineId: top.id });
  stranger = await newMember(t, { agent: true });
  strangerSub = await newMember(t, { agent: true, uplineId: stranger.id });
  for (const agent of [top, stranger]) {
    const platform = await t.services.agentContracts.offerAsPlatform({ type: 'daily_salary', downlineId: agent.id, terms: dailyTerms(50), staffId });
    await act(t, agent, 'daily_salary', { action: 'accept', contractId: platform.id });
  }
  contractId = (await offer(t, top, sub, 'daily_salary', dailyTerms(40))).id;
});
afterAll(async () => t.close());

const code = async (member: TestMember, payload: Parameters<typeof postAction>[3], type: Parameters<typeof postAction>[2] = 'daily_salary') => {
  const res = await postAction(t, member, type, payload);
  return [res.statusCode, errorCodeOf(res)];
};

describe('contract isolation', () => {
  it("refuses another team's contracts as not found, for every action", async () => {
    for (const payload of [
      { action: 'accept' as const, contractId },
      { action: 'reject' as const, contractId },
      { action: 'terminate' as const, contractId },
    ]) {
      expect(await code(stranger, payload)).toEqual([404, 'CONTRACT_NOT_FOUND']);
      expect(await code(strangerSub, payload)).toEqual([404, 'CONTRACT_NOT_FOUND']);
    }
    // The same contract through another type's relay is not found either.
    expect(await code(sub, { action: 'accept', contractId }, 'hourly_salary')).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect((await listContracts(t, stranger, 'daily_salary')).content.map((c) => c.id)).not.toContain(contractId);
  });

  it("refuses another team's accounts as not a downline", async () => {
    expect(await code(stranger, { action: 'offer', downlineAccount: sub.account, terms: dailyTerms(10) })).toEqual([403, 'NOT_DOWNLINE']);
    expect(await code(top, { action: 'offer', downlineAccount: strangerSub.account, terms: dailyTerms(10) })).toEqual([403, 'NOT_DOWNLINE']);
    expect(await code(top, { action: 'offer', downlineAccount: stranger.account, terms: dailyTerms(10) })).toEqual([403, 'NOT_DOWNLINE']);
  });

  it('admits agents only: players, trial accounts and visitors are refused on every contract route', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    const urls = [...agentContractTypes.map(relayUrl), '/wps/agent/contracts/summary'];
    for (const url of urls) {
      const asPlayer = await t.app.inject({ method: 'GET', url, headers: bearer(player.token) });
      expect([asPlayer.statusCode, errorCodeOf(asPlayer)], url).toEqual([403, 'NOT_AGENT']);
      const asTrial = await t.app.inject({ method: 'GET', url, headers: bearer(trial.token) });
      expect([asTrial.statusCode, errorCodeOf(asTrial)], url).toEqual([403, 'TRIAL_ACCOUNT']);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const posted = await t.app.inject({
      method: 'POST',
      url: relayUrl('daily_salary'),
      headers: bearer(player.token),
      payload: { action: 'accept', contractId },
    });
    expect([posted.statusCode, errorCodeOf(posted)]).toEqual([403, 'NOT_AGENT']);
  });
});

describe('consolidated contract info', () => {
  it('shows the types the agent holds, is offered or has given, and the offers waiting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/agent/contracts/summary', headers: bearer(top.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      divtypereq: { enabled: false, received: null, givenActive: 0, givenOffered: 0 },
      dailysalreqtype: { enabled: true, received: 'active', givenActive: 0, givenOffered: 1 },
      contracthoursalreq: { enabled: false, received: null, givenActive: 0, givenOffered: 0 },
      realtimesalreqtype: { enabled: false, received: null, givenActive: 0, givenOffered: 0 },
      pendingOffers: 0,
      pendingConfirmations: 0,
    });
    const forSub = (await t.app.inject({ method: 'GET', url: '/wps/agent/contracts/summary', headers: bearer(sub.token) })).json().value;
    expect(forSub).toMatchObject({ dailysalreqtype: { enabled: true, received: 'offered' }, pendingOffers: 1 });
  });
});

describe('dividend confirmations', () => {
  it('go to the settlement port on the dividend relay only', async () => {
    const calls: string[] = [];
    const settlement = { id: 7 } as AgentSettlementView;
    const port: DividendConfirmationPort = {
      confirm: async (agent: MemberPrincipal, id: number) => {
        calls.push(`confirm:${agent.account}:${id}`);
        return settlement;
      },
      refuse: async (agent: MemberPrincipal, id: number, reason?: string) => {
        calls.push(`refuse:${agent.account}:${id}:${reason ?? ''}`);
        return settlement;
      },
    };
    const principal: MemberPrincipal = { id: top.id, account: top.account, type: 2, isTrial: false, isAgent: true, sessionId: 0n };
    const contracts = t.services.agentContracts;
    expect(await contracts.act(principal, 'dividend', { action: 'confirm', settlementId: 7 }, port)).toEqual({
      contract: null,
      settlement,
      autoTerminated: [],
    });
    await contracts.act(principal, 'dividend', { action: 'refuse', settlementId: 8, reason: 'disputed' }, port);
    expect(calls).toEqual([`confirm:${top.account}:7`, `refuse:${top.account}:8:disputed`]);
    await expect(contracts.act(principal, 'hourly_salary', { action: 'confirm', settlementId: 7 }, port)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('reach settlement over HTTP, which finds no settlement of another payer', async () => {
    expect(await code(top, { action: 'confirm', settlementId: 999_999 }, 'dividend')).toEqual([404, 'SETTLEMENT_NOT_FOUND']);
    expect(await code(top, { action: 'refuse', settlementId: 999_999 }, 'dividend')).toEqual([404, 'SETTLEMENT_NOT_FOUND']);
    expect(await code(top, { action: 'confirm', settlementId: 1 }, 'realtime_salary')).toEqual([400, 'VALIDATION_ERROR']);
  });
});
