import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { fundMember, newKey, newMember, paymentPassword, type TestMember } from '../../money/wallet/wallet.test-support';
import { verifyPaymentPassword } from './payment-password-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const wrong = '000000';
const post = async (member: TestMember, url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload: await sealed(t, body) });
const upline = (member: TestMember, password: string) =>
  post(member, '/wps/relay/transferUpline', { amount: 1_000, paymentPassword: password, idempotencyKey: newKey() });
const downline = (agent: TestMember, to: TestMember, password: string) =>
  post(agent, '/wps/agent/transferDownline', { account: to.account, amount: 1_000, paymentPassword: password, idempotencyKey: newKey() });
// The payment password is the first thing a withdrawal checks, so no bank account is needed to count a guess.
const withdraw = (member: TestMember, password: string) =>
  post(member, '/wps/withdraw', { amount: 10_000, bankAccountId: 1, paymentPassword: password, idempotencyKey: newKey() });
const hashOf = async (member: TestMember) =>
  (await t.database.db.selectFrom('members').select('payment_password_hash').where('id', '=', member.id).executeTakeFirstOrThrow()).payment_password_hash;

describe('one payment password failure count per account', () => {
  it('counts transfers and withdrawals together and then locks every use', async () => {
    const agent = await newMember(t, { agent: true, withPaymentPassword: true });
    const member = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
    await fundMember(t, member, 50_000);
    const guesses = [
      () => upline(member, wrong),
      () => withdraw(member, wrong),
      () => upline(member, wrong),
      () => withdraw(member, wrong),
      () => upline(member, wrong),
    ];
    const left: number[] = [];
    for (const guess of guesses) {
      const res = await guess();
      expect([res.statusCode, errorCodeOf(res)]).toEqual([401, 'PAYMENT_PASSWORD_INVALID']);
      left.push(res.json().details.attemptsLeft as number);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    for (const locked of [await upline(member, paymentPassword), await withdraw(member, paymentPassword)]) {
      expect([locked.statusCode, errorCodeOf(locked)]).toEqual([429, 'ACCOUNT_LOCKED']);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }
  });

  it('locks the agent centre transfers and withdrawals of an agent that guessed on transfers', async () => {
    const agent = await newMember(t, { agent: true, withPaymentPassword: true });
    const downlineMember = await newMember(t, { uplineId: agent.id });
    await fundMember(t, agent, 50_000);
    for (let i = 0; i < 5; i += 1) expect(errorCodeOf(await downline(agent, downlineMember, wrong))).toBe('PAYMENT_PASSWORD_INVALID');
    expect(errorCodeOf(await downline(agent, downlineMember, paymentPassword))).toBe('ACCOUNT_LOCKED');
    expect(errorCodeOf(await withdraw(agent, paymentPassword))).toBe('ACCOUNT_LOCKED');
  });

  it('unlocks 15 minutes after the last guess and starts the count again after the right password', async () => {
    const member = await newMember(t, { withPaymentPassword: true });
    const paymentPasswordHash = await hashOf(member);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    for (let i = 0; i < 5; i += 1)
      await expect(verifyPaymentPassword(t.database.db, { id: member.id, paymentPasswordHash }, wrong, at(0))).rejects.toMatchObject({
        code: 'PAYMENT_PASSWORD_INVALID',
      });
    await expect(verifyPaymentPassword(t.database.db, { id: member.id, paymentPasswordHash }, paymentPassword, at(14))).rejects.toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    await expect(verifyPaymentPassword(t.database.db, { id: member.id, paymentPasswordHash }, paymentPassword, at(16))).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(t.database.db, { id: member.id, paymentPasswordHash }, wrong, at(17))).rejects.toMatchObject({
      details: { attemptsLeft: 4 },
    });
  });
});
