import type { MemberSession } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../testing/member-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { maskEmail, maskMobile, recordSecurityChange, sendSecurityMail } from './security-change';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const memberIdOf = (session: MemberSession) => BigInt(session.member.id);
const noticesOf = (memberId: bigint) => t.database.db.selectFrom('member_notices').select(['kind', 'params']).where('member_id', '=', memberId).orderBy('id').execute();
const auditOf = (account: string) => t.database.db.selectFrom('audit_log').select(['action', 'actor_type', 'details']).where('target', '=', account).orderBy('id').execute();
const outboxOf = (memberId: bigint) => t.database.db.selectFrom('outbox_messages').select(['channel', 'recipient', 'subject', 'body']).where('member_id', '=', memberId).orderBy('id').execute();
const setContacts = (memberId: bigint, contacts: { email?: string | null; country_dialing_code?: string | null; mobile_num?: string | null; language?: string | null }) =>
  t.database.db.updateTable('members').set(contacts).where('id', '=', memberId).execute();

describe('recordSecurityChange', () => {
  it('writes the notice and the audit entry in the transaction, and sends to the old email only after commit', async () => {
    const session = await registerMember(t);
    const memberId = memberIdOf(session);
    await setContacts(memberId, { email: 'old@example.com', language: 'HI' });
    const actor = { type: 'member' as const, id: String(memberId), name: session.member.account, ip: '10.0.0.1' };
    const pending = await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ email: 'brand.new@example.org' }).where('id', '=', memberId).execute();
      return recordSecurityChange(trx, t.services.audit, { memberId, change: 'email', action: 'changed', actor, masked: maskEmail('brand.new@example.org'), oldEmail: 'old@example.com' });
    });
    expect(await noticesOf(memberId)).toEqual([{ kind: 'security_changed', params: { change: 'email', action: 'changed', detail: 'b********@example.org' } }]);
    expect(await auditOf(session.member.account)).toEqual([{ action: 'member.security.email.changed', actor_type: 'member', details: { memberId: String(memberId) } }]);
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

    const pending = await t.database.db.transaction().execute((trx) => recordSecurityChange(trx, t.services.audit, { memberId, change: 'mobile', action: 'changed', actor, oldMobile: { countryDialingCode: '91', mobileNum: '9800000001' }, masked: maskMobile({ countryDialingCode: '91', mobileNum: '9800000002' }) }));
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
    const pending = await t.database.db.transaction().execute((trx) => recordSecurityChange(trx, t.services.audit, { memberId, change: 'totp', action: 'added', actor }));
    expect(pending.message).toBeNull();
    expect(await noticesOf(memberId)).toHaveLength(1);
  });
});
