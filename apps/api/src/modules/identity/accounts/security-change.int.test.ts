import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../lib/totp';
import { memberPassword, registerMember, sealed, solvedAltcha } from '../../../testing/member-client';
import { lastCode, lastOutboxMessage } from '../../../testing/outbox';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { maskEmail, maskMobile, recordSecurityChange, sendSecurityMail } from './security-change';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const memberIdOf = (session: MemberSession) => BigInt(session.member.id);
const noticesOf = (memberId: bigint) =>
  t.database.db.selectFrom('member_notices').select(['kind', 'params']).where('member_id', '=', memberId).orderBy('id').execute();
const auditOf = (account: string) =>
  t.database.db.selectFrom('audit_log').select(['action', 'actor_type', 'details']).where('target', '=', account).orderBy('id').execute();
const outboxOf = (memberId: bigint) =>
  t.database.db.selectFrom('outbox_messages').select(['channel', 'recipient', 'subject', 'body']).where('member_id', '=', memberId).orderBy('id').execute();
const setContacts = (
  memberId: bigint,
  contacts: { email?: string | null; country_dialing_code?: string | null; mobile_num?: string | null; language?: string | null },
) => t.database.db.updateTable('members').set(contacts).where('id', '=', memberId).execute();

describe('recordSecurityChange', () => {
  it('writes the notice and the audit entry in the transaction, and sends to the old email only after commit', async () => {
    const session = await registerMember(t);
    const memberId = memberIdOf(session);
    await setContacts(memberId, { email: 'old@example.com', language: 'HI' });
    const actor = { type: 'member' as const, id: String(memberId), name: session.member.account, ip: '10.0.0.1' };
    const pending = await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ email: 'brand.new@example.org' }).where('id', '=', memberId).execute();
      return recordSecurityChange(trx, t.services.audit, {
        memberId,
        change: 'email',
        action: 'changed',
        actor,
        masked: maskEmail('brand.new@example.org'),
        oldEmail: 'old@example.com',
      });
    });
    expect(await noticesOf(memberId)).toEqual([{ kind: 'security_changed', params: { change: 'email', action: 'changed', detail: 'b********@example.org' } }]);
    expect(await auditOf(session.member.account)).toEqual([
      { action: 'member.security.email.changed', actor_type: 'member', details: { memberId: String(memberId) } },
    ]);
    expect(await outboxOf(memberId)).toEqual([]);
    await sendSecurityMail(t.services.messaging, pending);
    const [mail, ...more] = await outboxOf(memberId);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'old@example.com' });
    // Hindi, as the member chose; the new address only masked.
    expect(mail?.subject).toBe('आपके खाते में सुरक्षा परिवर्तन');
    expect(mail?.body).toContain('b********@example.org');
    expect(mail?.body).not.toContain('brand.new');
  });

  it('rolls back with the change, and a send that throws does not reach the caller', async () => {
    const session = await registerMember(t);
    const memberId = memberIdOf(session);
    await setContacts(memberId, { country_dialing_code: '91', mobile_num: '9800000001' });
    const actor = { type: 'member' as const, id: String(memberId), name: session.member.account, ip: null };
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordSecurityChange(trx, t.services.audit, { memberId, change: 'password', action: 'changed', actor });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await noticesOf(memberId)).toEqual([]);
    expect(await auditOf(session.member.account)).toEqual([]);

    const pending = await t.database.db.transaction().execute((trx) =>
      recordSecurityChange(trx, t.services.audit, {
        memberId,
        change: 'mobile',
        action: 'changed',
        actor,
        oldMobile: { countryDialingCode: '91', mobileNum: '9800000001' },
        masked: maskMobile({ countryDialingCode: '91', mobileNum: '9800000002' }),
      }),
    );
    expect(pending.message).toMatchObject({ channel: 'sms', to: '+919800000001' });
    expect(pending.message?.body).not.toContain('9800000002');
    const errors: unknown[] = [];
    await sendSecurityMail({ send: () => Promise.reject(new Error('provider down')) }, pending, (e) => errors.push(e));
    expect(errors).toHaveLength(1);
  });

  it('sends nothing to a member with neither email nor mobile, but still records the change', async () => {
    const session = await registerMember(t);
    const memberId = memberIdOf(session);
    const actor = { type: 'member' as const, id: String(memberId), name: session.member.account, ip: null };
    const pending = await t.database.db
      .transaction()
      .execute((trx) => recordSecurityChange(trx, t.services.audit, { memberId, change: 'totp', action: 'added', actor }));
    expect(pending.message).toBeNull();
    expect(await noticesOf(memberId)).toHaveLength(1);
  });
});

type Call = { method: 'POST' | 'PUT'; url: string; token?: string; body?: unknown; encrypted?: boolean };
const call = async ({ method, url, token, body, encrypted }: Call) => {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    payload: body === undefined ? undefined : encrypted ? await sealed(t, body) : (body as Record<string, unknown>),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().value as Record<string, unknown>;
};

/** The one notice, audit entry and message a change leaves, and only those. */
const expectTold = async (
  session: MemberSession,
  before: { notices: number; audit: number; outbox: number },
  change: { change: string; action: string; channel: 'email' | 'sms'; to: string; notShown?: string },
) => {
  const memberId = memberIdOf(session);
  const notices = (await noticesOf(memberId)).slice(before.notices);
  expect(notices).toEqual([{ kind: 'security_changed', params: expect.objectContaining({ change: change.change, action: change.action }) }]);
  const audit = (await auditOf(session.member.account)).filter((a) => a.action.startsWith('member.security.')).slice(before.audit);
  expect(audit).toEqual([expect.objectContaining({ action: `member.security.${change.change}.${change.action}`, actor_type: 'member' })]);
  // Verification codes sent on the way (binding a new address) are not the message about the change.
  const sent = (await outboxOf(memberId)).slice(before.outbox).filter((m) => !/\b\d{6}\b/.test(m.body) || m.body.includes('UTC'));
  expect(sent).toEqual([expect.objectContaining({ channel: change.channel, recipient: change.to })]);
  if (change.notShown) {
    expect(sent[0]?.body).not.toContain(change.notShown);
    expect(JSON.stringify(notices[0]?.params)).not.toContain(change.notShown);
  }
};
const counts = async (session: MemberSession) => {
  const memberId = memberIdOf(session);
  return {
    notices: (await noticesOf(memberId)).length,
    audit: (await auditOf(session.member.account)).filter((a) => a.action.startsWith('member.security.')).length,
    outbox: (await outboxOf(memberId)).length,
  };
};
const withEmail = async (email: string) => {
  const session = await registerMember(t);
  await setContacts(memberIdOf(session), { email });
  return session;
};

describe('every security change is told and audited', () => {
  it('password change: notice, audit, mail to the email on file', async () => {
    const session = await withEmail('pw.change@example.com');
    const before = await counts(session);
    await call({
      method: 'PUT',
      url: '/wps/member/password',
      token: session.token,
      encrypted: true,
      body: { oldPassword: memberPassword, newPassword: 'Another2026x', confirmNewPassword: 'Another2026x' },
    });
    await expectTold(session, before, { change: 'password', action: 'changed', channel: 'email', to: 'pw.change@example.com', notShown: 'Another2026x' });
  });

  it('password reset by email link', async () => {
    const session = await withEmail('pw.reset@example.com');
    await call({ method: 'POST', url: '/wps/member/password/email', body: { username: session.member.account, email: 'pw.reset@example.com' } });
    const link = (await lastOutboxMessage(t, 'email')).body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeDefined();
    const before = await counts(session);
    await call({ method: 'POST', url: '/wps/member/password/reset', body: { token: link, newPassword: 'Reset2026abc', confirmNewPassword: 'Reset2026abc' } });
    await expectTold(session, before, { change: 'password', action: 'changed', channel: 'email', to: 'pw.reset@example.com' });
  });

  it('password reset by phone', async () => {
    const session = await withEmail('pw.phone@example.com');
    await setContacts(memberIdOf(session), { country_dialing_code: '91', mobile_num: '9844400001' });
    await t.services.verification.sendSmsCode({ purpose: 'reset', countryDialingCode: '91', mobileNum: '9844400001', ip: '10.0.0.9', language: 'en' });
    const code = await lastCode(t, 'sms');
    const before = await counts(session);
    await call({
      method: 'POST',
      url: '/wps/member/password/phone',
      encrypted: true,
      body: { countryDialingCode: '+91', mobileNum: '9844400001', verificationCode: code, newPassword: 'Phone2026abc', confirmNewPassword: 'Phone2026abc' },
    });
    await expectTold(session, before, { change: 'password', action: 'changed', channel: 'email', to: 'pw.phone@example.com', notShown: 'Phone2026abc' });
  });

  it('mobile: a first binding is told to the email, a change to the old mobile, the new number masked', async () => {
    const session = await withEmail('mobile.owner@example.com');
    const bind = async (mobileNum: string) => {
      await call({
        method: 'POST',
        url: '/wps/member/mobile/bind/send',
        token: session.token,
        body: { countryDialingCode: '+91', mobileNum, altcha: await solvedAltcha(t) },
      });
      const code = await lastCode(t, 'sms');
      await call({
        method: 'POST',
        url: '/wps/member/mobile/bind',
        token: session.token,
        encrypted: true,
        body: { password: memberPassword, countryDialingCode: '+91', mobileNum, verificationCode: code },
      });
    };
    let before = await counts(session);
    await bind('9822200001');
    await expectTold(session, before, { change: 'mobile', action: 'added', channel: 'email', to: 'mobile.owner@example.com', notShown: '9822200001' });
    before = await counts(session);
    await bind('9822200002');
    await expectTold(session, before, { change: 'mobile', action: 'changed', channel: 'sms', to: '+919822200001', notShown: '9822200002' });
  });

  it('email: a first binding is told to the mobile, a change to the old email, the new address masked', async () => {
    const session = await registerMember(t);
    await setContacts(memberIdOf(session), { country_dialing_code: '91', mobile_num: '9833300001' });
    const bind = async (email: string) => {
      await call({ method: 'POST', url: '/wps/member/email/bind/send', token: session.token, body: { email } });
      const code = await lastCode(t, 'email');
      await call({
        method: 'POST',
        url: '/wps/member/email/bind',
        token: session.token,
        encrypted: true,
        body: { password: memberPassword, email, verificationCode: code },
      });
    };
    let before = await counts(session);
    await bind('first.address@example.com');
    await expectTold(session, before, { change: 'email', action: 'added', channel: 'sms', to: '+919833300001', notShown: 'first.address' });
    before = await counts(session);
    await bind('second.address@example.com');
    await expectTold(session, before, { change: 'email', action: 'changed', channel: 'email', to: 'first.address@example.com', notShown: 'second.address' });
  });

  it('authenticator: enabling and disabling', async () => {
    const session = await withEmail('totp.owner@example.com');
    const { secret } = (await call({ method: 'POST', url: '/wps/member/totp/enrol', token: session.token })) as { secret: string };
    let before = await counts(session);
    await call({ method: 'POST', url: '/wps/member/totp/confirm', token: session.token, body: { code: totpCode(secret) } });
    await expectTold(session, before, { change: 'totp', action: 'added', channel: 'email', to: 'totp.owner@example.com' });
    before = await counts(session);
    // The next 30-second step, so the code is not a replay of the one just spent.
    await call({
      method: 'POST',
      url: '/wps/member/totp/disable',
      token: session.token,
      encrypted: true,
      body: { password: memberPassword, code: totpCode(secret, Date.now() + 30_000) },
    });
    await expectTold(session, before, { change: 'totp', action: 'removed', channel: 'email', to: 'totp.owner@example.com' });
  });

  it('payment password: set, then changed', async () => {
    const session = await withEmail('pay.owner@example.com');
    let before = await counts(session);
    await call({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      token: session.token,
      encrypted: true,
      body: { loginPassword: memberPassword, newPaymentPassword: '135790', confirm: '135790' },
    });
    await expectTold(session, before, { change: 'payment_password', action: 'added', channel: 'email', to: 'pay.owner@example.com', notShown: '135790' });
    before = await counts(session);
    await call({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      token: session.token,
      encrypted: true,
      body: { loginPassword: memberPassword, newPaymentPassword: '246801', confirm: '246801' },
    });
    await expectTold(session, before, { change: 'payment_password', action: 'changed', channel: 'email', to: 'pay.owner@example.com', notShown: '246801' });
  });

  it('new payee: a bank account added, its number masked', async () => {
    const session = await withEmail('payee.owner@example.com');
    await t.database.db.updateTable('members').set({ real_name: 'Ada Lovelace' }).where('id', '=', memberIdOf(session)).execute();
    const before = await counts(session);
    await call({
      method: 'POST',
      url: '/wps/member/bankAccounts',
      token: session.token,
      body: { bankName: 'HDFC Bank', ifsc: 'HDFC0001234', accountNumber: '99887766554433', payeeName: 'Ada Lovelace' },
    });
    await expectTold(session, before, { change: 'payee', action: 'added', channel: 'email', to: 'payee.owner@example.com', notShown: '99887766554433' });
    expect((await noticesOf(memberIdOf(session))).at(-1)?.params).toMatchObject({ detail: 'HDFC Bank **********4433' });
  });
});
