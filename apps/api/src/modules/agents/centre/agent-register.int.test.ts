import type { AgentInviteLink, AgentInviteLinkPage, AgentOpenAccountResult } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../lib/password';
import { registerMember, sealed } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';

/** registerCenter: accounts opened by an agent, invitation links and registration through them. */
let t: TestApp;
let agent: TestMember;
let other: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  agent = await newMember(t, { agent: true });
  other = await newMember(t, { agent: true });
});
afterAll(async () => t.close());

const open = async (member: TestMember, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/agent/downlines', headers: bearer(member.token), payload: await sealed(t, body) });

const memberRow = (id: number | bigint) =>
  t.database.db
    .selectFrom('members')
    .select(['id', 'account', 'type', 'upline_id', 'register_method', 'nickname'])
    .where('id', '=', BigInt(id))
    .executeTakeFirstOrThrow();
const walletKinds = async (id: number | bigint) =>
  (await t.database.db.selectFrom('ledger_accounts').select('kind').where('owner_id', '=', String(id)).execute()).map((a) => a.kind).sort();

const setAgentPolicy = async (on: boolean) => {
  const doc = await t.services.settings.get('whitelabel');
  await t.services.settings.update('whitelabel', { ...doc.value, AGENTPOLICY3: on }, doc.version, systemActor('test'));
};

describe('open account (registerCenter)', () => {
  it('opens a player and an agent directly under the caller, each with its main wallet', async () => {
    const player = await open(agent, { kind: 'player', account: 'opened1', password: 'Opened2026x', nickname: 'Kid', idempotencyKey: 'open-key-0001' });
    expect(player.statusCode, player.body).toBe(200);
    const p = player.json().value as AgentOpenAccountResult;
    expect(p).toMatchObject({ account: 'opened1', nickname: 'Kid', kind: 'player', replayed: false });
    expect(await memberRow(p.memberId)).toMatchObject({ type: 0, upline_id: agent.id, register_method: 'agent' });
    expect(await walletKinds(p.memberId)).toEqual(['player_main']);

    const sub = (await open(agent, { kind: 'agent', account: 'opened2', password: 'Opened2026x', idempotencyKey: 'open-key-0002' })).json()
      .value as AgentOpenAccountResult;
    const merchant = await t.services.settings.value('merchant');
    expect(await memberRow(sub.memberId)).toMatchObject({ type: merchant.agentTypeCodes[0], upline_id: agent.id });
    expect(await walletKinds(sub.memberId)).toEqual(['agent_main']);
    // The password the agent chose is the one stored (hashed).
    const stored = await t.database.db.selectFrom('members').select('password_hash').where('id', '=', BigInt(p.memberId)).executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password_hash, 'Opened2026x')).toBe(true);
  });

  it('answers a replayed key with the first result, and refuses the key for another account', async () => {
    const body = { kind: 'player', account: 'replay1', password: 'Opened2026x', idempotencyKey: 'open-key-replay' };
    const first = (await open(agent, body)).json().value as AgentOpenAccountResult;
    const again = await open(agent, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual({ ...first, replayed: true });
    const clash = await open(agent, { ...body, account: 'replay2' });
    expect([clash.statusCode, errorCodeOf(clash)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const count = await t.database.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account', 'in', ['replay1', 'replay2'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("applies the merchant's username and password rules and refuses a taken username", async () => {
    const taken = await open(agent, { kind: 'player', account: 'OPENED1', password: 'Opened2026x', idempotencyKey: 'open-key-taken' });
    expect([taken.statusCode, errorCodeOf(taken)]).toEqual([409, 'USERNAME_TAKEN']);
    const badName = await open(agent, { kind: 'player', account: '1abc', password: 'Opened2026x', idempotencyKey: 'open-key-bad-1' });
    expect([badName.statusCode, errorCodeOf(badName)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(badName.json())).toContain('body.account');
    const badPassword = await open(agent, { kind: 'player', account: 'goodname', password: 'abc', idempotencyKey: 'open-key-bad-2' });
    expect([badPassword.statusCode, errorCodeOf(badPassword)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(badPassword.json())).toContain('body.password');
    // The password travels sealed, as at registration.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/downlines',
      headers: bearer(agent.token),
      payload: { kind: 'player', account: 'plain1', password: 'Opened2026x', idempotencyKey: 'open-key-plain' },
    });
    expect(errorCodeOf(plain)).toBe('ENCRYPTION_REQUIRED');
  });
});

describe('invitation links', () => {
  const links = async (member: TestMember) => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/agent/invite-links', headers: bearer(member.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as AgentInviteLinkPage;
  };
  const create = async (member: TestMember, body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/agent/invite-links', headers: bearer(member.token), payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as AgentInviteLink;
  };
  const update = (member: TestMember, id: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/wps/agent/invite-links/${id}`, headers: bearer(member.token), payload: body });

  it('creates random codes, registers players and agents under the link owner and counts them', async () => {
    const playerLink = await create(agent, { kind: 'player', label: 'Telegram' });
    const agentLink = await create(agent, { kind: 'agent' });
    expect(playerLink.code).toMatch(/^[2-9a-z]{10}$/);
    expect(playerLink.code).not.toBe(agentLink.code);
    expect(playerLink).toMatchObject({
      kind: 'player',
      label: 'Telegram',
      registrations: 0,
      disabled: false,
      path: `/register?affiliateCode=${playerLink.code}`,
    });

    const viaPlayer = await registerMember(t, { username: 'invitee1', affiliateCode: playerLink.code });
    const viaAgent = await registerMember(t, { username: 'invitee2', affiliateCode: agentLink.code });
    const merchant = await t.services.settings.value('merchant');
    expect(await memberRow(viaPlayer.member.id)).toMatchObject({ type: 0, upline_id: agent.id });
    expect(await memberRow(viaAgent.member.id)).toMatchObject({ type: merchant.agentTypeCodes[0], upline_id: agent.id });
    expect(await walletKinds(viaAgent.member.id)).toEqual(['agent_main']);
    const valid = await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${agentLink.code}` });
    expect(valid.json().value).toMatchObject({ valid: true });

    const page = await links(agent);
    expect(page.content.map((l) => [l.id, l.registrations])).toEqual([
      [agentLink.id, 1],
      [playerLink.id, 1],
    ]);
    expect((await links(other)).total).toBe(0);
  });

  it('disables, relabels and re-enables only its own links; a disabled link or a switched-off policy registers nobody', async () => {
    const link = await create(agent, { kind: 'player' });
    const foreign = await update(other, link.id, { disabled: true });
    expect([foreign.statusCode, errorCodeOf(foreign)]).toEqual([404, 'INVITE_LINK_NOT_FOUND']);
    const disabled = (await update(agent, link.id, { disabled: true, label: 'Old' })).json().value as AgentInviteLink;
    expect(disabled).toMatchObject({ disabled: true, label: 'Old' });
    await expect(registerMember(t, { username: 'invitee3', affiliateCode: link.code })).rejects.toThrow(/INVITATION_CODE_ERROR/);
    expect((await update(agent, link.id, { disabled: false })).json().value).toMatchObject({ disabled: false, disabledAt: null, label: 'Old' });
    const empty = await update(agent, link.id, {});
    expect(empty.statusCode).toBe(400);

    await setAgentPolicy(false);
    try {
      await expect(registerMember(t, { username: 'invitee4', affiliateCode: link.code })).rejects.toThrow(/INVITATION_CODE_ERROR/);
    } finally {
      await setAgentPolicy(true);
    }
    await t.database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', agent.id).execute();
    try {
      await expect(registerMember(t, { username: 'invitee5', affiliateCode: link.code })).rejects.toThrow(/INVITATION_CODE_ERROR/);
    } finally {
      await t.database.db.updateTable('members').set({ status: 'active' }).where('id', '=', agent.id).execute();
    }
    const counted = (await links(agent)).content.find((l) => l.id === link.id);
    expect(counted?.registrations).toBe(0);
  });
});
