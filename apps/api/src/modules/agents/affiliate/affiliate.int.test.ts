import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { solvedAltcha } from '../../../testing/member-client';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';

let t: TestApp;
let operator: string;
let topAgent: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.staffToken(['operator']);
  // The first agent without an upline is the operator's top agent.
  topAgent = await newMember(t, { agent: true });
});
afterAll(async () => t.close());

const apply = (member: TestMember, note?: string) =>
  t.app.inject({ method: 'POST', url: '/wps/affiliate/application', headers: bearer(member.token), payload: note === undefined ? {} : { note } });
const stateOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/wps/affiliate/application', headers: bearer(member.token) })).json().value as {
    isAgent: boolean;
    application: { id: number; status: string; reason: string | null; inviteCode: string | null } | null;
  };
const staffPost = (url: string, payload: Record<string, unknown> = {}, token = operator) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const memberRow = (member: TestMember) => t.database.db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
const noticesOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/notices', headers: bearer(member.token) })).json().value.list as {
    kind: string;
    params: Record<string, string | number>;
  }[];
const applicationCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('affiliate_applications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('applying to become an agent', () => {
  it('files one pending application, refuses a second while it is pending, and refuses an agent', async () => {
    const member = await newMember(t);
    expect(await stateOf(member)).toEqual({ isAgent: false, application: null });
    const first = await apply(member, 'I run a players club of 40 people.');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'pending', note: 'I run a players club of 40 people.' });
    const before = await applicationCount();
    expect(errorCodeOf(await apply(member))).toBe('AFFILIATE_APPLICATION_PENDING');
    expect(await applicationCount()).toBe(before);
    expect(errorCodeOf(await apply(topAgent))).toBe('AFFILIATE_ALREADY_AGENT');
    expect((await apply(member, `bad\u0000note`)).statusCode).toBe(400);
  });

  it('files an application from an "apply for agent" feedback, and refuses it (writing nothing) while one is pending', async () => {
    const member = await newMember(t);
    const feedback = async () =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: bearer(member.token),
        payload: { type: 6, content: 'I would like to become an agent for my city.', captcha: await solvedAltcha(t) },
      });
    const sent = await feedback();
    expect(sent.statusCode, sent.body).toBe(200);
    const applicationId = sent.json().value.applicationId as number;
    expect(applicationId).toBeGreaterThan(0);
    const list = await t.app.inject({ method: 'GET', url: `/bo/affiliate/applications?member=${member.account}`, headers: bearer(operator) });
    expect(list.json().value.list[0]).toMatchObject({ id: applicationId, feedbackId: sent.json().value.id, status: 'pending' });
    const feedbackRows = await t.database.db.selectFrom('feedback').select('id').where('member_id', '=', member.id).execute();
    expect(errorCodeOf(await feedback())).toBe('AFFILIATE_APPLICATION_PENDING');
    expect(await t.database.db.selectFrom('feedback').select('id').where('member_id', '=', member.id).execute()).toHaveLength(feedbackRows.length);
  });
});

describe('staff deciding applications', () => {
  it('approves under the top agent: the member becomes an agent with an invitation code, once', async () => {
    const member = await newMember(t);
    const id = (await apply(member)).json().value.id as number;
    const page = await t.app.inject({ method: 'GET', url: '/bo/affiliate/applications?status=pending', headers: bearer(operator) });
    expect(page.json().value.topAgentAccount).toBe(topAgent.account);

    const approved = await staffPost(`/bo/affiliate/applications/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const inviteCode = approved.json().value.inviteCode as string;
    expect(approved.json().value).toMatchObject({ status: 'approved', uplineAccount: topAgent.account });
    expect(inviteCode).toMatch(/^[a-z0-9]{10}$/);
    const row = await memberRow(member);
    expect(row).toMatchObject({ upline_id: topAgent.id, affiliate_code: inviteCode });
    expect([1, 2, 41, 42]).toContain(row.type);
    expect(await stateOf(member)).toMatchObject({ isAgent: true, application: { status: 'approved', inviteCode } });
    // The agent centre opens for the new agent, and its invitation code registers players under it.
    const team = await t.app.inject({ method: 'GET', url: '/wps/agent/team', headers: bearer(member.token) });
    expect(team.statusCode, team.body).toBe(200);
    const tree = await t.database.db
      .selectFrom('member_tree')
      .select('depth')
      .where('ancestor_id', '=', topAgent.id)
      .where('descendant_id', '=', member.id)
      .executeTakeFirst();
    expect(tree?.depth).toBe(1);
    expect(await noticesOf(member)).toContainEqual(expect.objectContaining({ kind: 'affiliate_approved', params: expect.objectContaining({ inviteCode }) }));

    const twice = await staffPost(`/bo/affiliate/applications/${id}/approve`);
    expect(errorCodeOf(twice)).toBe('AFFILIATE_APPLICATION_DECIDED');
    expect(errorCodeOf(await staffPost(`/bo/affiliate/applications/${id}/reject`, { reason: 'late' }))).toBe('AFFILIATE_APPLICATION_DECIDED');
    expect(errorCodeOf(await apply(member))).toBe('AFFILIATE_ALREADY_AGENT');
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('target', '=', `member:${member.id}`).execute();
    expect(audit.map((a) => a.action)).toContain('affiliate.application.approve');
  });

  it('approves under a chosen agent upline, and refuses an upline that is not an agent', async () => {
    const upline = await newMember(t, { agent: true });
    const player = await newMember(t);
    const member = await newMember(t);
    const id = (await apply(member)).json().value.id as number;
    for (const uplineAccount of [player.account, 'nobody-here', member.account]) {
      const res = await staffPost(`/bo/affiliate/applications/${id}/approve`, { uplineAccount });
      expect(errorCodeOf(res), uplineAccount).toBe('AFFILIATE_UPLINE_NOT_AGENT');
    }
    expect((await memberRow(member)).type).toBe(0);
    const approved = await staffPost(`/bo/affiliate/applications/${id}/approve`, { uplineAccount: upline.account.toUpperCase() });
    expect(approved.json().value).toMatchObject({ status: 'approved', uplineAccount: upline.account });
    expect((await memberRow(member)).upline_id).toBe(upline.id);
  });

  it('rejects with a reason the member sees', async () => {
    const member = await newMember(t);
    const id = (await apply(member)).json().value.id as number;
    expect((await staffPost(`/bo/affiliate/applications/${id}/reject`, { reason: '   ' })).statusCode).toBe(400);
    const rejected = await staffPost(`/bo/affiliate/applications/${id}/reject`, { reason: 'Not enough activity yet.' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Not enough activity yet.' });
    expect(await stateOf(member)).toMatchObject({ isAgent: false, application: { status: 'rejected', reason: 'Not enough activity yet.' } });
    expect(await noticesOf(member)).toContainEqual(
      expect.objectContaining({ kind: 'affiliate_rejected', params: expect.objectContaining({ reason: 'Not enough activity yet.' }) }),
    );
    // Rejected: the member may apply again.
    expect((await apply(member)).statusCode).toBe(200);
  });

  it('refuses approval while the player wallet holds money', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 5_000);
    const id = (await apply(member)).json().value.id as number;
    expect(errorCodeOf(await staffPost(`/bo/affiliate/applications/${id}/approve`))).toBe('AFFILIATE_WALLET_NOT_EMPTY');
    expect((await memberRow(member)).type).toBe(0);
  });

  it('refuses staff without the role', async () => {
    const member = await newMember(t);
    const id = (await apply(member)).json().value.id as number;
    for (const roles of [['finance'], ['content']] as const) {
      const token = await t.staffToken([...roles]);
      expect((await t.app.inject({ method: 'GET', url: '/bo/affiliate/applications', headers: bearer(token) })).statusCode).toBe(403);
      expect((await staffPost(`/bo/affiliate/applications/${id}/approve`, {}, token)).statusCode).toBe(403);
    }
    expect((await staffPost(`/bo/affiliate/applications/${id}/approve`, {}, member.token)).statusCode).toBe(401);
    expect((await stateOf(member)).application?.status).toBe('pending');
  });
});
