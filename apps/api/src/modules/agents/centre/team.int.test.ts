import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';

let t: TestApp;
let top: TestMember;
let sub: TestMember;
let player: TestMember;
let deep: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  top = await newMember(t, { agent: true });
  sub = await newMember(t, { agent: true, uplineId: top.id });
  player = await newMember(t, { uplineId: top.id });
  deep = await newMember(t, { uplineId: sub.id });
  stranger = await newMember(t, { agent: true });
  await fundMember(t, deep, 12_345);
});
afterAll(async () => t.close());

type TeamPage = {
  content: { account: string; depth: number; isAgent: boolean; balance: number; uplineAccount: string | null }[];
  total: number;
  totalPages: number;
};

const team = async (member: TestMember, query = ''): Promise<TeamPage> => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/agent/team?${query}`, headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as TeamPage;
};

const setAgentPolicy = async (on: boolean) => {
  const doc = await t.services.settings.get('whitelabel');
  await t.services.settings.update('whitelabel', { ...doc.value, AGENTPOLICY3: on }, doc.version, systemActor('test'));
};

describe('agent team (closure table)', () => {
  it('lists direct downlines, or the whole team at any depth, newest first, with balances', async () => {
    const direct = await team(top, 'scope=direct');
    expect(direct.content.map((m) => [m.account, m.depth, m.isAgent])).toEqual([
      [player.account, 1, false],
      [sub.account, 1, true],
    ]);
    const all = await team(top, 'scope=all');
    expect(all.total).toBe(3);
    expect(all.content[0]).toMatchObject({ account: deep.account, depth: 2, uplineAccount: sub.account, balance: 12_345 });
    expect((await team(sub, 'scope=all')).content.map((m) => m.account)).toEqual([deep.account]);
    expect((await team(stranger, 'scope=all')).total).toBe(0);
  });

  it('searches by part of the account, any case, with pattern characters taken literally, and pages', async () => {
    const found = await team(top, `scope=all&keyword=${encodeURIComponent(deep.account.slice(2, 7).toUpperCase())}`);
    expect(found.content.map((m) => m.account)).toContain(deep.account);
    expect((await team(top, 'scope=all&keyword=%25')).total).toBe(0);
    const paged = await team(top, 'scope=all&pageSize=2&pageNo=2');
    expect([paged.content.length, paged.totalPages]).toEqual([1, 2]);
  });

  it('admits agents only, and nobody while the agent policy is off', async () => {
    const asPlayer = await t.app.inject({ method: 'GET', url: '/wps/agent/team', headers: bearer(player.token) });
    expect([asPlayer.statusCode, errorCodeOf(asPlayer)]).toEqual([403, 'NOT_AGENT']);
    await setAgentPolicy(false);
    try {
      const off = await t.app.inject({ method: 'GET', url: '/wps/agent/team', headers: bearer(top.token) });
      expect([off.statusCode, errorCodeOf(off)]).toEqual([403, 'NOT_AGENT']);
    } finally {
      await setAgentPolicy(true);
    }
  });
});
