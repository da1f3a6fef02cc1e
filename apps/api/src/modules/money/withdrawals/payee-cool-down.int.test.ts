import type { BankAccount, BankAccountList } from '@gp/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../../../lib/totp';
import { memberPassword, sealed } from '../../../testing/member-client';
import { lastOutboxMessage } from '../../../testing/outbox';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { createWithdrawalsService } from './withdrawals.service';
import { addBank, fund, newPlayer, paymentPassword, setCashier, valueOf, withdraw, withdrawOk, type Player } from './withdrawals.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () =>
  setCashier(t, {
    turnoverMultiple: 0,
    withdrawMinAmount: 10_000,
    withdrawMaxAmount: 5_000_000,
    maxPendingWithdrawals: 5,
    maxBankAccounts: 3,
    payeeCoolDownHours: 24,
  }),
);

const hour = 3_600_000;
const newPayee = async (player: Player, accountNumber = '55554444333') => valueOf<BankAccount>(await addBank(t, player, { accountNumber }));
const listOf = async (player: Player) =>
  valueOf<BankAccountList>(await t.app.inject({ method: 'GET', url: '/wps/member/bankAccounts', headers: bearer(player.token) }));
const confirm = async (player: Player, id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/wps/member/bankAccounts/${id}/confirm`, headers: bearer(player.token), payload: await sealed(t, body) });
const withTotp = async (player: Player) => {
  const secret = newTotpSecret();
  await t.database.db.updateTable('members').set({ totp_secret: secret }).where('id', '=', player.id).execute();
  return secret;
};

describe('payee cool-down', () => {
  it('refuses a withdrawal to a new payee until the cool-down ends, and says when', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 100_000);
    const payee = await newPayee(player);
    const expected = new Date(payee.createdAt).getTime() + 24 * hour;
    expect(new Date(payee.usableFrom ?? 0).getTime()).toBe(expected);
    expect((await listOf(player)).list[0]?.usableFrom).toBe(payee.usableFrom);

    const refused = await withdraw(t, player, { amount: 10_000, bankAccountId: payee.id });
    expect([refused.statusCode, errorCodeOf(refused), refused.json().details]).toEqual([
      409,
      'PAYEE_COOLING_DOWN',
      { bankAccountId: payee.id, usableFrom: payee.usableFrom },
    ]);

    const service = (offsetMs: number) =>
      createWithdrawalsService(t.database.db, {
        settings: t.services.settings,
        audit: t.services.audit,
        proofDir: '/tmp',
        now: () => new Date(Date.now() + offsetMs),
      });
    await expect(
      service(23 * hour).request(player.principal, { amount: 10_000, bankAccountId: payee.id, paymentPassword, idempotencyKey: 'cooling-23h' }),
    ).rejects.toMatchObject({ code: 'PAYEE_COOLING_DOWN' });
    const made = await service(24 * hour + 60_000).request(player.principal, {
      amount: 10_000,
      bankAccountId: payee.id,
      paymentPassword,
      idempotencyKey: 'cooled-24h',
    });
    expect(made.status).toBe('pending');
  });

  it('is off when the setting is 0', async () => {
    await setCashier(t, { payeeCoolDownHours: 0 });
    const player = await newPlayer(t);
    await fund(t, player, 100_000);
    const payee = await newPayee(player);
    expect(payee.usableFrom).toBeNull();
    expect((await withdrawOk(t, player, { amount: 10_000, bankAccountId: payee.id })).status).toBe('pending');
  });

  it('a payee confirmed with the password and an authenticator code is usable at once', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 100_000);
    const secret = await withTotp(player);
    const payee = await newPayee(player);
    expect((await listOf(player)).confirm.methods).toEqual(['totp']);
    const wrongCode = await confirm(player, payee.id, { password: memberPassword, method: 'totp', code: totpCode(secret, Date.now() - 10 * 60_000) });
    expect(errorCodeOf(wrongCode)).toBe('INVALID_TOTP');
    const confirmed = await confirm(player, payee.id, { password: memberPassword, method: 'totp', code: totpCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await listOf(player)).list[0]?.usableFrom).toBeNull();
    expect((await withdrawOk(t, player, { amount: 10_000, bankAccountId: payee.id })).status).toBe('pending');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', player.account)
      .where('action', '=', 'member.payee.confirmed')
      .execute();
    expect(audit).toEqual([{ action: 'member.payee.confirmed', details: { bankAccountId: String(payee.id), method: 'totp' } }]);
  });

  it('a code sent to the member’s own email confirms too', async () => {
    const player = await newPlayer(t);
    await t.database.db.updateTable('members').set({ email: 'payee.confirm@example.com' }).where('id', '=', player.id).execute();
    const payee = await newPayee(player);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/wps/member/bankAccounts/${payee.id}/confirm/send`,
      headers: bearer(player.token),
      payload: { method: 'email' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await lastOutboxMessage(t, 'email');
    expect(mail.recipient).toBe('payee.confirm@example.com');
    const code = mail.body.match(/\b\d{6}\b/)?.[0] ?? '';
    const noSms = await t.app.inject({
      method: 'POST',
      url: `/wps/member/bankAccounts/${payee.id}/confirm/send`,
      headers: bearer(player.token),
      payload: { method: 'sms' },
    });
    expect(errorCodeOf(noSms)).toBe('NO_SECOND_FACTOR');
    const confirmed = await confirm(player, payee.id, { password: memberPassword, method: 'email', code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(valueOf<BankAccount>(confirmed).usableFrom).toBeNull();
  });

  it('counts a wrong password like every session password check, and leaves the payee cooling', async () => {
    const player = await newPlayer(t);
    const secret = await withTotp(player);
    const payee = await newPayee(player);
    const wrong = await confirm(player, payee.id, { password: 'NotMine2026', method: 'totp', code: totpCode(secret) });
    expect([wrong.statusCode, errorCodeOf(wrong), wrong.json().details]).toEqual([401, 'INVALID_CREDENTIALS', { attemptsLeft: 4 }]);
    expect(await t.database.db.selectFrom('member_password_failures').select('id').where('member_id', '=', player.id).execute()).toHaveLength(1);
    expect((await listOf(player)).list[0]?.usableFrom).not.toBeNull();
  });

  it('counts wrong authenticator codes with the password guesses, so the right password cannot reset the tally', async () => {
    const player = await newPlayer(t);
    const secret = await withTotp(player);
    const payee = await newPayee(player);
    const stale = () => totpCode(secret, Date.now() - 10 * 60_000);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const wrong = await confirm(player, payee.id, { password: memberPassword, method: 'totp', code: stale() });
      expect([wrong.statusCode, errorCodeOf(wrong), wrong.json().details]).toEqual([401, 'INVALID_TOTP', { attemptsLeft }]);
    }
    const fifth = await confirm(player, payee.id, { password: memberPassword, method: 'totp', code: stale() });
    expect([fifth.statusCode, errorCodeOf(fifth)]).toEqual([401, 'TOO_MANY_PASSWORD_GUESSES']);
    const after = await t.app.inject({ method: 'GET', url: '/wps/member/bankAccounts', headers: bearer(player.token) });
    expect(after.statusCode).toBe(401);
    const cooling = await t.database.db.selectFrom('member_bank_accounts').select('confirmed_at').where('id', '=', BigInt(payee.id)).executeTakeFirstOrThrow();
    expect(cooling.confirmed_at).toBeNull();
  });

  it('a member with no second factor waits out the cool-down', async () => {
    const player = await newPlayer(t);
    const payee = await newPayee(player);
    expect((await listOf(player)).confirm).toEqual({ methods: [], targets: {} });
    const refused = await confirm(player, payee.id, { password: memberPassword, method: 'totp', code: '123456' });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([409, 'NO_SECOND_FACTOR']);
    expect((await listOf(player)).list[0]?.usableFrom).not.toBeNull();
  });

  it("cannot confirm another member's payee", async () => {
    const owner = await newPlayer(t);
    const stranger = await newPlayer(t);
    const secret = await withTotp(stranger);
    const payee = await newPayee(owner);
    const res = await confirm(stranger, payee.id, { password: memberPassword, method: 'totp', code: totpCode(secret) });
    expect(errorCodeOf(res)).toBe('NOT_FOUND');
  });
});
