import { memberNoticeKinds } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { solvedAltcha } from '../../../testing/member-client';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';

let t: TestApp;
let support: string;
const text = (n: number) => 'x'.repeat(n);
const content = 'The deposit I made this morning has not arrived yet.';

beforeAll(async () => {
  t = await createTestApp();
  support = await t.staffToken(['support']);
});
afterAll(async () => t.close());

/** A solved proof of work, as the browser sends it. */
const captcha = async () => ({ captcha: await solvedAltcha(t) });
const send = async (body: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: token ? bearer(token) : {}, payload: { ...(await captcha()), ...body } });
const staffCall = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = support) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const feedbackCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const noticesOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/notices', headers: bearer(member.token) })).json().value.list as {
    kind: string;
    params: Record<string, string | number>;
  }[];

describe('sending feedback', () => {
  it('takes a member feedback of each question type and lists only their own', async () => {
    const member = await newMember(t);
    for (const type of [0, 1, 2, 3, 4]) {
      const res = await send({ type, content }, member.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ status: 'open', applicationId: null });
    }
    const mine = await t.app.inject({ method: 'GET', url: '/wps/feedback/mine', headers: bearer(member.token) });
    expect(mine.json().value.list).toHaveLength(5);
    const other = await newMember(t);
    const id = mine.json().value.list[0].id as number;
    const own = await t.app.inject({ method: 'GET', url: `/wps/feedback/${id}`, headers: bearer(member.token) });
    expect(own.json().value).toMatchObject({ id, content });
    const foreign = await t.app.inject({ method: 'GET', url: `/wps/feedback/${id}`, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(404);
    expect(errorCodeOf(foreign)).toBe('NOT_FOUND');
    const noToken = await t.app.inject({ method: 'GET', url: `/wps/feedback/${id}` });
    expect(noToken.statusCode).toBe(401);
  });

  it('counts the description after trimming: 20 and 200 pass, 19 and 201 are refused', async () => {
    const member = await newMember(t);
    expect((await send({ type: 0, content: `   ${text(20)}   ` }, member.token)).statusCode).toBe(200);
    expect((await send({ type: 0, content: text(200) }, member.token)).statusCode).toBe(200);
    const before = await feedbackCount();
    for (const bad of [`    ${text(19)}    `, text(201), '', '                          ']) {
      const res = await send({ type: 0, content: bad }, member.token);
      expect(res.statusCode, bad).toBe(400);
      expect(errorCodeOf(res)).toBe('VALIDATION_ERROR');
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses a question type outside the form, NUL bytes, and a wrong or replayed proof of work', async () => {
    const member = await newMember(t);
    const before = await feedbackCount();
    for (const type of [5, 7, -1, '1', null]) {
      const res = await send({ type, content }, member.token);
      expect(res.statusCode, String(type)).toBe(400);
    }
    const nul = await send({ type: 0, content: `${content}\u0000 hidden` }, member.token);
    expect(nul.statusCode).toBe(400);
    expect(errorCodeOf(nul)).toBe('INVALID_TEXT');
    const wrong = await send({ type: 0, content, captcha: 'V1JPTkc=' }, member.token);
    expect(errorCodeOf(wrong)).toBe('BOT_CHECK_FAILED');
    const used = await captcha();
    expect((await send({ type: 0, content, ...used }, member.token)).statusCode).toBe(200);
    const replayed = await send({ type: 0, content, ...used }, member.token);
    expect(errorCodeOf(replayed)).toBe('BOT_CHECK_FAILED');
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('lets a visitor send feedback only with a contact', async () => {
    const without = await send({ type: 4, content });
    expect(errorCodeOf(without)).toBe('FEEDBACK_CONTACT_REQUIRED');
    const withContact = await send({ type: 4, content, sender: 'visitor@example.com' });
    expect(withContact.statusCode, withContact.body).toBe(200);
    const row = await t.database.db.selectFrom('feedback').selectAll().where('id', '=', BigInt(withContact.json().value.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: null, contact: 'visitor@example.com', question_type: 4 });
  });
});

describe('the staff feedback inbox', () => {
  it('assigns, answers into the member inbox, and closes, each audited', async () => {
    const member = await newMember(t);
    const sent = await send({ type: 2, content: 'My withdrawal is still pending after two days.' }, member.token);
    const id = sent.json().value.id as number;

    const list = await staffCall('GET', `/bo/feedback?status=open&type=2&member=${member.account}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value.list.map((f: { id: number }) => f.id)).toEqual([id]);

    const assignees = (await staffCall('GET', '/bo/feedback/assignees')).json().value.list as { id: number; username: string }[];
    const colleagueName = `colleague${Date.now()}`;
    await t.staffToken(['support'], colleagueName);
    const colleague = (await staffCall('GET', '/bo/feedback/assignees')).json().value.list.find((s: { username: string }) => s.username === colleagueName);
    expect(assignees.length).toBeGreaterThan(0);
    const self = await staffCall('POST', `/bo/feedback/${id}/assign`, {});
    expect(self.json().value).toMatchObject({ status: 'assigned' });
    const other = await staffCall('POST', `/bo/feedback/${id}/assign`, { staffId: colleague.id });
    expect(other.json().value).toMatchObject({ status: 'assigned', assignedTo: colleague.id, assignedToName: colleagueName });
    const finance = await t.staffToken(['finance']);
    const financeId = (await t.database.db.selectFrom('staff_users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    expect(errorCodeOf(await staffCall('POST', `/bo/feedback/${id}/assign`, { staffId: financeId }))).toBe('VALIDATION_ERROR');

    const answer = 'We found it: it is paid out today.';
    const answered = await staffCall('POST', `/bo/feedback/${id}/answer`, { answer });
    expect(answered.json().value).toMatchObject({ status: 'answered', answer });
    expect(await noticesOf(member)).toContainEqual(expect.objectContaining({ kind: 'feedback_answered', params: { feedbackId: id, answer } }));
    const mine = await t.app.inject({ method: 'GET', url: `/wps/feedback/${id}`, headers: bearer(member.token) });
    expect(mine.json().value).toMatchObject({ status: 'answered', answer });

    expect(errorCodeOf(await staffCall('POST', `/bo/feedback/${id}/answer`, { answer: 'again' }))).toBe('FEEDBACK_STATUS_CONFLICT');
    expect((await staffCall('POST', `/bo/feedback/${id}/close`)).json().value).toMatchObject({ status: 'closed' });
    expect(errorCodeOf(await staffCall('POST', `/bo/feedback/${id}/close`))).toBe('FEEDBACK_STATUS_CONFLICT');
    expect(errorCodeOf(await staffCall('POST', `/bo/feedback/${id}/assign`, {}))).toBe('FEEDBACK_STATUS_CONFLICT');

    const audit = await t.database.db.selectFrom('audit_log').select('action').where('target', '=', `feedback:${id}`).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['feedback.answer', 'feedback.assign', 'feedback.assign', 'feedback.close']);
    void finance;
  });

  it('refuses staff without a feedback role, and members', async () => {
    const member = await newMember(t);
    const id = (await send({ type: 0, content }, member.token)).json().value.id as number;
    for (const roles of [['finance'], ['content']] as const) {
      const token = await t.staffToken([...roles]);
      expect((await staffCall('GET', '/bo/feedback', undefined, token)).statusCode).toBe(403);
      expect((await staffCall('POST', `/bo/feedback/${id}/answer`, { answer: 'no' }, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/bo/feedback', headers: bearer(member.token) })).statusCode).toBe(401);
    const row = await t.database.db.selectFrom('feedback').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  it('answers a visitor without a notice (staff reach them at their contact)', async () => {
    const id = (await send({ type: 0, content, sender: '+91 90000 00000' })).json().value.id as number;
    const res = await staffCall('POST', `/bo/feedback/${id}/answer`, { answer: 'Called back.' });
    expect(res.json().value).toMatchObject({ status: 'answered', memberId: null, contact: '+91 90000 00000' });
  });
});

describe('member notice kinds', () => {
  it('stores every kind the contracts name, the feedback and affiliate ones included', async () => {
    const member = await newMember(t);
    for (const kind of memberNoticeKinds) {
      await t.database.db.insertInto('member_notices').values({ member_id: member.id, kind, params: '{}' }).execute();
    }
    const stored = await t.database.db.selectFrom('member_notices').select('kind').where('member_id', '=', member.id).execute();
    expect(stored.map((n) => n.kind).sort()).toEqual([...memberNoticeKinds].sort());
  });
});
