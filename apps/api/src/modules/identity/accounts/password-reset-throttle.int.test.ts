import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../testing/member-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const resetMailsTo = async (email: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('outbox_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('channel', '=', 'email')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow()
    ).n,
  );

const forgot = (username: string, email: string) => t.app.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username, email } });

describe('password reset mails', () => {
  it('sends at most three an hour to one account, answering the fourth exactly as a send', async () => {
    const member = await registerMember(t, { username: 'resetflood' });
    await t.database.db.updateTable('members').set({ email: 'flood@example.com' }).where('id', '=', BigInt(member.member.id)).execute();
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await forgot('resetflood', 'flood@example.com');
      answers.push(`${res.statusCode} ${JSON.stringify(res.json())}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBe('200 {"code":"0","message":"OK","value":{"sent":true}}');
    expect(await resetMailsTo('flood@example.com')).toBe(3);
    // Another account is not held back by this one's limit.
    const other = await registerMember(t, { username: 'resetother' });
    await t.database.db.updateTable('members').set({ email: 'other@example.com' }).where('id', '=', BigInt(other.member.id)).execute();
    expect((await forgot('resetother', 'other@example.com')).statusCode).toBe(200);
    expect(await resetMailsTo('other@example.com')).toBe(1);
  });
});
