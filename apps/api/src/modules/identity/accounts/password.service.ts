import type { MemberSession } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { translate } from '@gp/i18n/server';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import { hashToken, newToken } from '../../../lib/tokens';
import { verifyTotp } from '../../../lib/totp';
import { createAuditService, type AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import type { CodeVerification, Mailer } from './account-ports';
import type { CallerContext } from '../../../lib/caller-context';
import type { LoginService } from './login.service';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { MemberSessionsService } from './member-sessions.service';
import { checkNewPassword } from './password-rule';
import { countPasswordResetsSince, insertPasswordReset, lockPasswordReset, spendPasswordResets } from './password-resets.repository';
import { checkSessionPassword } from './session-password-guard';
import { findMemberByAccount, findMemberById, findMemberByMobile, setMemberPassword, setTotpLastStep } from './members.repository';
import { dialingDigits, mobileKey } from './account-keys';
import { memberActor, recordSecurityChange, sendSecurityMail } from './security-change';

/**
 * Reset mails one account may be sent in an hour. Past it the caller gets the very answer a send
 * gives, so the limit neither floods a mailbox nor tells anyone more than the form already does.
 */
const resetMailsPerHour = 3;

/**
 * Passwords: change with the old one, check before a sensitive step, forgot by
 * email (a link, then a new login) or by phone (an SMS code, then signed in). Every change ends
 * every other session of the member, and is told to the member (notice, message) and audited.
 */
export const createPasswordService = (
  db: Kysely<DB>,
  deps: {
    settings: SettingsService;
    sessions: MemberSessionsService;
    login: LoginService;
    verification: CodeVerification;
    mailer: Mailer;
    publicUrl: string;
    audit?: AuditService;
    now?: () => Date;
  },
) => {
  const { settings, sessions } = deps;
  // The audit service holds no state beyond the database, so one of its own serves when none is given.
  const audit = deps.audit ?? createAuditService(db);
  const now = deps.now ?? (() => new Date());

  const change = async (principal: MemberPrincipal, input: { oldPassword: string; newPassword: string; confirmNewPassword: string }, caller: CallerContext) => {
    const member = await findMemberById(db, principal.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    await checkSessionPassword(db, principal, member.password_hash, input.oldPassword, now());
    await checkNewPassword(settings, caller.language, input.newPassword, { value: input.confirmNewPassword, path: 'confirmNewPassword' });
    const passwordHash = await hashPassword(input.newPassword);
    const prepared = await sessions.prepare({ method: 'password-change', remember: false, ip: caller.ip, userAgent: caller.userAgent });
    const { session, pending } = await db.transaction().execute(async (trx) => {
      await setMemberPassword(trx, member.id, passwordHash);
      await sessions.revokeAll(trx, member.id, 'password-change');
      const change = { memberId: member.id, change: 'password', action: 'changed', actor: memberActor(member, caller.ip), language: caller.language } as const;
      return { pending: await recordSecurityChange(trx, audit, change), session: await sessions.save(trx, prepared, member.id) };
    });
    await sendSecurityMail(deps.mailer, pending);
    return { token: session.token, expiresAt: session.expiresAt.toISOString() };
  };

  const verify = async (principal: MemberPrincipal, password: string) => {
    const member = await findMemberById(db, principal.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    await checkSessionPassword(db, principal, member.password_hash, password, now());
    return { verified: true as const };
  };

  const forgotByEmail = async (input: { username: string; email: string }, caller: CallerContext) => {
    const member = await findMemberByAccount(db, input.username);
    if (!member || !member.email || member.email.toLowerCase() !== input.email.toLowerCase() || member.status !== 'active') {
      throw new AppError('USERNAME_EMAIL_NOT_FOUND');
    }
    if ((await countPasswordResetsSince(db, member.id, new Date(now().getTime() - 3_600_000))) >= resetMailsPerHour) return { sent: true as const };
    const { passwordResetMinutes } = await settings.value('accountSecurity');
    const token = newToken();
    await insertPasswordReset(db, { tokenHash: hashToken(token), memberId: member.id, expiresAt: new Date(now().getTime() + passwordResetMinutes * 60_000) });
    const link = `${deps.publicUrl}/resetPassword?token=${token}`;
    await deps.mailer.send({
      channel: 'email',
      to: member.email,
      memberId: member.id,
      subject: translate(caller.language, 'site', 'mail.resetSubject'),
      body: translate(caller.language, 'site', 'mail.resetBody', { link, minutes: passwordResetMinutes }),
    });
    return { sent: true as const };
  };

  const reset = async (input: { token: string; newPassword: string; confirmNewPassword: string }, caller: CallerContext) => {
    await checkNewPassword(settings, caller.language, input.newPassword, { value: input.confirmNewPassword, path: 'confirmNewPassword' });
    const passwordHash = await hashPassword(input.newPassword);
    const pending = await db.transaction().execute(async (trx) => {
      const row = await lockPasswordReset(trx, hashToken(input.token));
      if (!row || row.used_at || row.expires_at <= now()) throw new AppError('RESET_LINK_INVALID');
      await spendPasswordResets(trx, row.member_id, now());
      await setMemberPassword(trx, row.member_id, passwordHash);
      await sessions.revokeAll(trx, row.member_id, 'password-reset');
      const member = await findMemberById(trx, row.member_id);
      if (!member) throw new AppError('RESET_LINK_INVALID');
      return recordSecurityChange(trx, audit, {
        memberId: member.id,
        change: 'password',
        action: 'changed',
        actor: memberActor(member, caller.ip),
        details: { via: 'email-link' },
        language: caller.language,
      });
    });
    await sendSecurityMail(deps.mailer, pending);
    return { reset: true as const };
  };

  const resetByPhone = async (
    input: {
      countryDialingCode: string;
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword?: string | undefined;
      totpCode?: string | undefined;
    },
    caller: CallerContext,
  ): Promise<MemberSession> => {
    await checkNewPassword(settings, caller.language, input.newPassword, { value: input.confirmNewPassword, path: 'confirmNewPassword' });
    const dialing = dialingDigits(input.countryDialingCode);
    const smsCode = { purpose: 'reset' as const, countryDialingCode: dialing, mobileNum: input.mobileNum, code: input.verificationCode };
    await deps.verification.verifySmsCode({ ...smsCode, keep: true });
    const member = await findMemberByMobile(db, dialing, input.mobileNum);
    if (!member || member.status !== 'active') throw new AppError('VERIFICATION_CODE_INVALID');
    // The phone alone must not undo an authenticator: its code is asked for too. The SMS code stays
    // valid until one is given; a wrong one spends it, so each guess costs a fresh SMS.
    const totpStep = member.totp_secret ? verifyTotp(member.totp_secret, input.totpCode ?? '', member.totp_last_step, now().getTime()) : null;
    if (member.totp_secret && input.totpCode === undefined) throw new AppError('AUTHENTICATOR_CODE_REQUIRED');
    await deps.verification.verifySmsCode(smsCode);
    if (member.totp_secret && totpStep === null) throw new AppError('INVALID_TOTP');
    const passwordHash = await hashPassword(input.newPassword);
    const pending = await db.transaction().execute(async (trx) => {
      await setMemberPassword(trx, member.id, passwordHash);
      if (totpStep !== null) await setTotpLastStep(trx, member.id, totpStep);
      await sessions.revokeAll(trx, member.id, 'password-reset');
      return recordSecurityChange(trx, audit, {
        memberId: member.id,
        change: 'password',
        action: 'changed',
        actor: memberActor(member, caller.ip),
        details: { via: 'sms' },
        language: caller.language,
      });
    });
    await sendSecurityMail(deps.mailer, pending);
    const updated = await findMemberById(db, member.id);
    if (!updated) throw new AppError('UNAUTHORIZED');
    return deps.login.complete(updated, 'sms', false, caller, mobileKey(dialing, input.mobileNum));
  };

  return { change, verify, forgotByEmail, reset, resetByPhone };
};

export type PasswordService = ReturnType<typeof createPasswordService>;
