import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { addMemberNotice } from './add-member-notice';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (member: { token: string }) => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/member/notices', headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { list: { id: string; kind: string; params: Record<string, unknown>; read: boolean }[]; unreadCount: number };
};
const read = (member: TestMember, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/member/notices/read', headers: bearer(member.token), payload: body });
const notify = (member: TestMember, amount: number) =>
  addMemberNotice(t.database.db, { memberId: member.id, kind: 'deposit_credited', params: { amount, currency: 'INR', reference: `D${amount}` } });

describe('member notices', () => {
  it('lists the latest 50, newest first, and counts every unread one', async () => {
    const member = await newMember(t);
    expect(await list(member)).toEqual({ list: [], unreadCount: 0 });
    for (let i = 1; i <= 52; i += 1) await notify(member, i * 100);
    const value = await list(member);
    expect(value.list).toHaveLength(50);
    expect(value.unreadCount).toBe(52);
    expect(value.list[0]).toMatchObject({ kind: 'deposit_credited', params: { amount: 5_200, currency: 'INR', reference: 'D5200' }, read: false });
    expect(value.list.at(-1)?.params.amount).toBe(300);
  });

  it('marks chosen notices read, then all; never another member’s', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await notify(member, 1);
    await notify(member, 2);
    await notify(member, 3);
    await notify(other, 9);
    const [newest, middle] = (await list(member)).list;
    const theirs = (await list(other)).list[0]!;

    const some = await read(member, { ids: [newest!.id, theirs.id] });
    expect(some.json().value).toEqual({ unreadCount: 2 });
    expect((await list(member)).list.map((n) => n.read)).toEqual([true, false, false]);
    expect((await list(other)).unreadCount).toBe(1);

    expect((await read(member, { ids: [middle!.id] })).json().value).toEqual({ unreadCount: 1 });
    expect((await read(member, {})).json().value).toEqual({ unreadCount: 0 });
    expect((await list(member)).list.every((n) => n.read)).toBe(true);
    expect((await list(other)).unreadCount).toBe(1);
  });

  it('refuses bad ids and visitors; trial accounts get an empty list', async () => {
    const member = await newMember(t);
    for (const body of [{ ids: [] }, { ids: ['abc'] }]) {
      const res = await read(member, body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    const extra = await read(member, { ids: ['1'], extra: true });
    expect([extra.statusCode, errorCodeOf(extra)]).toEqual([400, 'UNKNOWN_FIELD']);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/notices' })).statusCode).toBe(401);
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    expect(await list(trial)).toEqual({ list: [], unreadCount: 0 });
  });
});
