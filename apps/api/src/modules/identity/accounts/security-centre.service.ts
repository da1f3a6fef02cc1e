import { checkField, normaliseRealName, realNameRule, type SecurityOverview } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { memberRecordOf } from './member-records';
import { fieldProblemsError } from '../../../lib/field-problems';
import { hashPassword } from '../../../lib/password';
import { newTotpSecret, totpUri, verifyTotp } from '../../../lib/totp';
import { createAuditService, type AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import type { BotChecks, CodeVerification, Mailer } from './account-ports';
import type { CallerContext } from '../../../lib/caller-context';
import { listKnownIps, listLoginEvents } from './login-events.repository';
import type { MemberPrincipal } from '../../../lib/member-principal';
import {
  clearTotp,
  confirmPendingTotp,
  findMemberByMobile,
  findOtherMemberByEmail,
  setMemberEmail,
  setMemberMobile,
  setPaymentPasswordHash,
  setPendingTotpSecret,
  setRealNameOnce,
  type MemberRow,
} from './members.repository';
import { checkSessionPassword } from './session-password-guard';
import { maskedTargets } from './second-factor';
import { dialingDigits } from './account-keys';
import { maskEmail, maskMobile, memberActor, recordSecurityChange, sendSecurityMail, type SecurityChangeInput } from './security-change';

const recentLoginCount = 20;

/** A real name counts as on file when it has more than white space (as the withdrawals module reads it). */
const realNameOf = (member: MemberRow): string | null => (member.real_name !== null && member.real_name.trim() !== '' ? member.real_name : null);

/**
 * The player's security centre (the securityCenter page): an overview, the payment
 * password, binding a mobile or an email (the current password plus a code sent to the new
 * address), and authenticator (TOTP) enrolment. Each change proves the member knows the password,
 * so a stolen session alone cannot take the account over, and is told to the member (a notice and
 * a message to the old email or mobile) and audited. The real name (the payee name of
 * withdrawals) is set here once, while none is on file; changing it is for support.
 */
export const createSecurityCentreService = (
  db: Kysely<DB>,
  deps: {
    settings: SettingsService;
    verification: CodeVerification;
    botChecks: Pick<BotChecks, 'verifyAltcha'>;
    mailer: Mailer;
    audit?: AuditService;
    now?: () => Date;
  },
) => {
  const { settings, verification } = deps;
  // The audit service holds no state beyond the database, so one of its own serves when none is given.
  const audit = deps.audit ?? createAuditService(db);
  const now = deps.now ?? (() => new Date());

  const memberOf = (principal: MemberPrincipal): Promise<MemberRow> => memberRecordOf(db, principal);

  const withPassword = async (principal: MemberPrincipal, password: string): Promise<MemberRow> => {
    const member = await memberOf(principal);
    await checkSessionPassword(db, principal, member.password_hash, password, now());
    return member;
  };

  /** Applies the change and records it in one transaction; the message goes out after commit. */
  const changeAndTell = async (
    update: (trx: Transaction<DB>) => Promise<void>,
    change: Omit<SecurityChangeInput, 'actor'> & { member: MemberRow; caller: CallerContext },
  ) => {
    const { member, caller, ...rest } = change;
    const pending = await db.transaction().execute(async (trx) => {
      await update(trx);
      return recordSecurityChange(trx, audit, { ...rest, actor: memberActor(member, caller.ip), language: caller.language });
    });
    await sendSecurityMail(deps.mailer, pending);
  };

  const overview = async (principal: MemberPrincipal): Promise<SecurityOverview> => {
    const member = await memberOf(principal);
    const [events, ips] = await Promise.all([listLoginEvents(db, member.id, recentLoginCount), listKnownIps(db, member.id)]);
    const targets = maskedTargets(member);
    return {
      account: member.account,
      mobile: targets.sms ?? null,
      email: targets.email ?? null,
      totpEnabled: member.totp_secret !== null,
      paymentPasswordSet: member.payment_password_hash !== null,
      realNameSet: realNameOf(member) !== null,
      realName: realNameOf(member),
      recentLogins: events.map((e) => ({ at: new Date(e.created_at).toISOString(), ip: e.ip, method: e.method, outcome: e.outcome })),
      knownIps: ips.map((i) => ({ ip: i.ip, firstSeenAt: new Date(i.first_seen_at).toISOString(), lastSeenAt: new Date(i.last_seen_at).toISOString() })),
    };
  };

  const setPaymentPassword = async (
    principal: MemberPrincipal,
    input: { loginPassword: string; newPaymentPassword: string; confirm: string },
    caller: CallerContext,
  ) => {
    if (input.confirm !== input.newPaymentPassword) throw fieldProblemsError(caller.language, [{ path: 'confirm', key: 'validation.mismatch', params: {} }]);
    const member = await withPassword(principal, input.loginPassword);
    const hash = await hashPassword(input.newPaymentPassword);
    await changeAndTell(
      async (trx) => {
        await setPaymentPasswordHash(trx, member.id, hash);
      },
      { member, caller, memberId: member.id, change: 'payment_password', action: member.payment_password_hash === null ? 'added' : 'changed' },
    );
    return { paymentPasswordSet: true as const };
  };

  const mobileFree = async (memberId: bigint, dialing: string, mobileNum: string) => {
    const holder = await findMemberByMobile(db, dialing, mobileNum);
    if (holder && holder.id !== memberId) throw new AppError('MOBILE_TAKEN');
  };

  const emailFree = async (memberId: bigint, email: string) => {
    const holder = await findOtherMemberByEmail(db, email, memberId);
    if (holder) throw new AppError('EMAIL_TAKEN');
  };

  /** Behind a solved ALTCHA: the number is the caller's choice, so a signed-in script could otherwise pump SMS. */
  const sendMobileCode = async (
    principal: MemberPrincipal,
    input: { countryDialingCode: string; mobileNum: string; altcha?: string | undefined },
    caller: CallerContext,
  ) => {
    await deps.botChecks.verifyAltcha(input.altcha);
    const dialing = dialingDigits(input.countryDialingCode);
    await mobileFree(principal.id, dialing, input.mobileNum);
    return verification.sendSmsCode({ purpose: 'bind', countryDialingCode: dialing, mobileNum: input.mobileNum, ip: caller.ip, language: caller.language });
  };

  const bindMobile = async (
    principal: MemberPrincipal,
    input: { password: string; countryDialingCode: string; mobileNum: string; verificationCode: string },
    caller: CallerContext,
  ) => {
    const member = await withPassword(principal, input.password);
    const dialing = dialingDigits(input.countryDialingCode);
    await mobileFree(member.id, dialing, input.mobileNum);
    await verification.verifySmsCode({ purpose: 'bind', countryDialingCode: dialing, mobileNum: input.mobileNum, code: input.verificationCode });
    const oldMobile =
      member.country_dialing_code && member.mobile_num ? { countryDialingCode: member.country_dialing_code, mobileNum: member.mobile_num } : null;
    await changeAndTell(
      async (trx) => {
        await setMemberMobile(trx, member.id, dialing, input.mobileNum);
      },
      {
        member,
        caller,
        memberId: member.id,
        change: 'mobile',
        action: oldMobile ? 'changed' : 'added',
        oldMobile,
        masked: maskMobile({ countryDialingCode: dialing, mobileNum: input.mobileNum }),
      },
    );
    return { mobile: maskedTargets({ ...member, country_dialing_code: dialing, mobile_num: input.mobileNum }).sms ?? '' };
  };

  const sendEmailCode = async (principal: MemberPrincipal, input: { email: string }, caller: CallerContext) => {
    await emailFree(principal.id, input.email);
    return verification.sendEmailCode({ purpose: 'bind', email: input.email, ip: caller.ip, language: caller.language });
  };

  const bindEmail = async (principal: MemberPrincipal, input: { password: string; email: string; verificationCode: string }, caller: CallerContext) => {
    const member = await withPassword(principal, input.password);
    await emailFree(member.id, input.email);
    await verification.verifyEmailCode({ purpose: 'bind', email: input.email, code: input.verificationCode });
    await changeAndTell(
      async (trx) => {
        await setMemberEmail(trx, member.id, input.email);
      },
      {
        member,
        caller,
        memberId: member.id,
        change: 'email',
        action: member.email ? 'changed' : 'added',
        oldEmail: member.email,
        masked: maskEmail(input.email),
      },
    );
    return { email: maskedTargets({ ...member, email: input.email }).email ?? '' };
  };

  /** A new pending secret each time; the active one (if any) stays until this one is confirmed. */
  const enrolTotp = async (principal: MemberPrincipal) => {
    const member = await memberOf(principal);
    if (member.totp_secret !== null) throw new AppError('CONFLICT', { details: { totp: 'already enabled' } });
    const secret = newTotpSecret();
    await setPendingTotpSecret(db, member.id, secret);
    const { platformCode } = await settings.value('merchant');
    return { secret, otpauthUrl: totpUri(secret, member.account, platformCode) };
  };

  const confirmTotp = async (principal: MemberPrincipal, code: string, caller: CallerContext) => {
    const member = await memberOf(principal);
    if (member.totp_pending_secret === null) throw new AppError('CONFLICT', { details: { totp: 'nothing to confirm' } });
    const step = verifyTotp(member.totp_pending_secret, code, null, now().getTime());
    if (step === null) throw new AppError('INVALID_TOTP');
    const pendingSecret = member.totp_pending_secret;
    await changeAndTell(
      async (trx) => {
        if (!(await confirmPendingTotp(trx, member.id, pendingSecret, step))) throw new AppError('CONFLICT', { details: { totp: 'enrolment changed' } });
      },
      { member, caller, memberId: member.id, change: 'totp', action: 'added' },
    );
    return { totpEnabled: true };
  };

  const disableTotp = async (principal: MemberPrincipal, input: { password: string; code: string }, caller: CallerContext) => {
    const member = await withPassword(principal, input.password);
    if (member.totp_secret === null) throw new AppError('CONFLICT', { details: { totp: 'not enabled' } });
    if (verifyTotp(member.totp_secret, input.code, member.totp_last_step, now().getTime()) === null) throw new AppError('INVALID_TOTP');
    await changeAndTell(
      async (trx) => {
        await clearTotp(trx, member.id);
      },
      { member, caller, memberId: member.id, change: 'totp', action: 'removed' },
    );
    return { totpEnabled: false };
  };

  /**
   * Sets the real name once: checked against the register settings' payeeName rule (trimmed, spaces
   * collapsed, 2-64 characters), confirmed with the login password. A name already on file is a
   * CONFLICT, also when a parallel call set it first; the change is audited (without the name).
   */
  const setRealName = async (principal: MemberPrincipal, input: { realName: string; password: string }, caller: CallerContext) => {
    const realName = normaliseRealName(input.realName);
    const { fields } = await settings.value('register');
    const problem = checkField(realNameRule(fields.payeeName.validation), realName);
    if (problem) throw fieldProblemsError(caller.language, [{ path: 'realName', key: problem.key, params: problem.params }]);
    const alreadySet = () => new AppError('CONFLICT', { details: { realName: 'already set' } });
    if (realNameOf(await memberOf(principal)) !== null) throw alreadySet();
    const member = await withPassword(principal, input.password);
    await db.transaction().execute(async (trx) => {
      if (!(await setRealNameOnce(trx, member.id, realName))) throw alreadySet();
      await audit.append(trx, { type: 'member', id: String(member.id), name: member.account, ip: caller.ip }, 'member.real_name.set', member.account, {});
    });
    return { realName };
  };

  return { overview, setPaymentPassword, setRealName, sendMobileCode, bindMobile, sendEmailCode, bindEmail, enrolTotp, confirmTotp, disableTotp };
};

export type SecurityCentreService = ReturnType<typeof createSecurityCentreService>;
