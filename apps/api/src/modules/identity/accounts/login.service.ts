import type { LoginRequest, LoginResult, MemberSession, SecondFactorMethod, SecondFactorStep } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../../lib/password';
import { hashToken, newToken } from '../../../lib/tokens';
import { verifyTotp } from '../../../lib/totp';
import type { SettingsService } from '../../platform/settings';
import { createAuditService, type AuditService } from '../../platform/audit';
import type { BotChecks, CodeVerification, LoginGate, Mailer } from './account-ports';
import type { CallerContext } from '../../../lib/caller-context';
import { availableSecondFactors, maskedTargets, sameBankName } from './second-factor';
import { countLoginChallengeAttempt, findLoginChallenge, insertLoginChallenge, lockLoginChallenge, useLoginChallenge } from './login-challenges.repository';
import { insertLoginEvent, isKnownIp, recentFailures, rememberIp, type LoginOutcome } from './login-events.repository';
import { memberKind } from './member-kind';
import { sendSecurityMail } from './security-change';
import { linkBoundIdentity, liveSocialBind } from './social-link';
import { sessionOf } from './member-view';
import type { MemberSessionsService } from './member-sessions.service';
import { findMemberByAccount, findMemberById, findMemberByMobile, recordMemberLogin, setTotpLastStep, type MemberRow } from './members.repository';
import { dialingDigits, mobileKey, usernameKey } from './account-keys';
import { findMembersByPhoneDigits, phoneDigitsOf } from './phone-sign-in';

const challengeMinutes = 5;
const maxChallengeAttempts = 5;

export type Portal = 'player' | 'agent';

// A number typed several ways (with or without its code, spaces, a leading 0) counts as one key,
// so reformatting it does not buy more attempts before the lockout.
const accountKeyOf = (request: LoginRequest) => {
  if (request.type !== 'username') return mobileKey(request.countryDialingCode, request.mobileNum);
  const digits = phoneDigitsOf(request.username);
  return usernameKey(digits ?? request.username);
};

/**
 * Member sign-in: password or SMS code; the captcha after a failure; five
 * failures in the window lock the account for that IP; a new IP asks for a second factor; the
 * agent portal admits only agents while the agent policy is on.
 */
export const createLoginService = (
  db: Kysely<DB>,
  deps: {
    settings: SettingsService;
    sessions: MemberSessionsService;
    botChecks: BotChecks;
    verification: CodeVerification;
    mailer: Mailer;
    mayLogin: LoginGate;
    audit?: AuditService;
    now?: () => Date;
  },
) => {
  const { settings, sessions, botChecks, verification, mailer } = deps;
  // The audit service holds no state beyond the database, so one of its own serves when none is given.
  const audit = deps.audit ?? createAuditService(db);
  const now = deps.now ?? (() => new Date());

  const record = (executor: Executor, accountKey: string, member: MemberRow | null, method: string, outcome: LoginOutcome, caller: CallerContext) =>
    insertLoginEvent(executor, {
      account_key: accountKey,
      member_id: member?.id ?? null,
      ip: caller.ip,
      method,
      outcome,
      user_agent: caller.userAgent?.slice(0, 512) ?? null,
      device_id: caller.deviceId ?? null,
    });

  const lockState = async (accountKey: string, ip: string) => {
    const security = await settings.value('accountSecurity');
    const windowStart = new Date(now().getTime() - Math.max(security.loginFailureWindowMinutes, security.loginLockMinutes) * 60_000);
    const { failures, last } = await recentFailures(db, accountKey, ip, windowStart);
    const lockedUntil = failures >= security.loginMaxFailures && last ? new Date(last.getTime() + security.loginLockMinutes * 60_000) : null;
    return { failures, lockedUntil: lockedUntil && lockedUntil > now() ? lockedUntil : null, max: security.loginMaxFailures };
  };

  const lockedError = (until: Date) =>
    new AppError('ACCOUNT_LOCKED', {
      details: { minutes: Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 60_000)) },
      headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000))) },
    });

  /** A failed attempt: counted, and the answer tells the form to show the captcha from now on. */
  const fail = async (
    accountKey: string,
    member: MemberRow | null,
    method: string,
    caller: CallerContext,
    code: 'INVALID_CREDENTIALS' | 'SECOND_FACTOR_INVALID' = 'INVALID_CREDENTIALS',
  ): Promise<never> => {
    await record(db, accountKey, member, method, code === 'INVALID_CREDENTIALS' ? 'failed' : 'second-factor-failed', caller);
    const state = await lockState(accountKey, caller.ip);
    if (state.lockedUntil) throw lockedError(state.lockedUntil);
    throw new AppError(code, { details: { captcha: true } });
  };

  /**
   * Before a password is checked: refused while the account is locked for this IP, and the captcha
   * is required once a failure stands (password login and binding a social identity alike).
   */
  const guardAttempt = async (
    accountKey: string,
    method: string,
    captcha: { captchaId?: string | undefined; captcha?: string | undefined },
    caller: CallerContext,
  ) => {
    const state = await lockState(accountKey, caller.ip);
    if (state.lockedUntil) {
      await record(db, accountKey, null, method, 'locked', caller);
      throw lockedError(state.lockedUntil);
    }
    if (state.failures === 0) return;
    try {
      await botChecks.verifyCaptcha(captcha.captchaId, captcha.captcha);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, { details: { ...error.details, captcha: true } });
      throw error;
    }
  };

  const checkPortal = async (member: MemberRow, portal: Portal) => {
    const [merchant, whitelabel] = await Promise.all([settings.value('merchant'), settings.value('whitelabel')]);
    const kind = memberKind(member.type, merchant);
    if (portal === 'agent' && (kind !== 'agent' || !whitelabel.AGENTPOLICY3)) throw new AppError('NOT_AGENT');
    if (kind === 'other' || kind === 'trial') throw new AppError('NOT_MEMBER');
  };

  /** A self-excluded or timed-out member is refused on every path (password, SMS, social, agent portal). */
  const checkProtection = async (member: MemberRow, method: string, caller: CallerContext, accountKey: string) => {
    try {
      await deps.mayLogin(db, member.id, now());
    } catch (error) {
      await record(db, accountKey, member, method, 'refused', caller);
      throw error;
    }
  };

  /** Opens the session and records the login, all in one transaction. */
  const complete = async (member: MemberRow, method: string, remember: boolean, caller: CallerContext, accountKey: string): Promise<MemberSession> => {
    await checkProtection(member, method, caller, accountKey);
    const at = now();
    const prepared = await sessions.prepare({ method, remember, ip: caller.ip, userAgent: caller.userAgent });
    const session = await db.transaction().execute(async (trx) => {
      const opened = await sessions.save(trx, prepared, member.id);
      await recordMemberLogin(trx, member.id, caller.ip, at);
      await rememberIp(trx, member.id, caller.ip);
      await record(trx, accountKey, member, method, 'success', caller);
      return opened;
    });
    const [merchant, whitelabel, security] = await Promise.all([settings.value('merchant'), settings.value('whitelabel'), settings.value('accountSecurity')]);
    return sessionOf(member, session, method, { merchant, whitelabel, security }, at);
  };

  const needsSecondFactor = async (member: MemberRow, ip: string): Promise<SecondFactorMethod[]> => {
    const security = await settings.value('accountSecurity');
    // The first login has nothing to compare with; a member with no factor set up cannot be asked.
    if (!security.newIpSecondFactor || member.last_login_at === null) return [];
    if (await isKnownIp(db, member.id, ip)) return [];
    return availableSecondFactors(member, security.bankNameSecondFactor);
  };

  /**
   * The member a name and password sign in: the account of that name, else (when the name reads as a
   * phone number) the member registered with that number, typed as registration took it or with the
   * code, spaces, dashes or a leading 0. One national number under two codes is two members: the
   * password tells them apart. `named` is who a failure is recorded against.
   */
  const passwordMember = async (name: string, password: string): Promise<{ member: MemberRow | null; named: MemberRow | null }> => {
    const byAccount = await findMemberByAccount(db, name);
    const digits = byAccount ? null : phoneDigitsOf(name);
    const candidates = byAccount ? [byAccount] : digits ? await findMembersByPhoneDigits(db, digits) : [];
    if (candidates.length === 0) {
      await burnPasswordCheck(password);
      return { member: null, named: null };
    }
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.password_hash, password)) return { member: candidate, named: candidate };
    }
    return { member: null, named: candidates.length === 1 ? (candidates[0] ?? null) : null };
  };

  const login = async (request: LoginRequest, caller: CallerContext): Promise<LoginResult> => {
    const portal: Portal = request.portal ?? 'player';
    const accountKey = accountKeyOf(request);
    await guardAttempt(accountKey, request.type, request, caller);

    let member: MemberRow | undefined;
    if (request.type === 'username') {
      const found = await passwordMember(request.username, request.password);
      if (!found.member) return fail(accountKey, found.named, 'username', caller);
      member = found.member;
    } else {
      if (!(await settings.value('whitelabel')).VERIFCODELOGIN) throw new AppError('FORBIDDEN');
      const dialing = dialingDigits(request.countryDialingCode);
      try {
        await verification.verifySmsCode({ purpose: 'login', countryDialingCode: dialing, mobileNum: request.mobileNum, code: request.verificationCode });
      } catch (error) {
        await record(db, accountKey, null, 'sms', 'failed', caller);
        throw error;
      }
      member = await findMemberByMobile(db, dialing, request.mobileNum);
      if (!member) return fail(accountKey, null, 'sms', caller);
    }

    if (member.status !== 'active') {
      await record(db, accountKey, member, request.type, 'refused', caller);
      // A frozen upline (an unpaid dividend) is told why, so it knows to contact support.
      throw new AppError(member.status === 'frozen' ? 'ACCOUNT_FROZEN' : 'ACCOUNT_DISABLED');
    }
    try {
      await checkPortal(member, portal);
    } catch (error) {
      await record(db, accountKey, member, request.type, 'refused', caller);
      throw error;
    }
    // Said before any second factor is asked for, so an excluded player is not sent codes for nothing.
    await checkProtection(member, request.type, caller, accountKey);

    const methods = await needsSecondFactor(member, caller.ip);
    if (methods.length === 0) return complete(member, request.type, request.remember ?? false, caller, accountKey);

    return askSecondFactor(member, methods, { method: request.type, remember: request.remember ?? false, portal, accountKey }, caller);
  };

  /** Opens a second-factor challenge; `socialBindHash`: a social identity linked once it is answered. */
  const askSecondFactor = async (
    member: MemberRow,
    methods: SecondFactorMethod[],
    context: { method: string; remember: boolean; portal: Portal; accountKey: string; socialBindHash?: string },
    caller: CallerContext,
  ): Promise<SecondFactorStep> => {
    const challenge = newToken();
    await insertLoginChallenge(db, {
      token_hash: hashToken(challenge),
      member_id: member.id,
      ip: caller.ip,
      method: context.method,
      remember: context.remember,
      portal: context.portal,
      expires_at: new Date(now().getTime() + challengeMinutes * 60_000),
      social_bind_hash: context.socialBindHash ?? null,
    });
    await record(db, context.accountKey, member, context.method, 'second-factor', caller);
    return { step: 'secondFactor', challenge, methods, targets: maskedTargets(member) };
  };

  /** The challenge must be live, for this IP, and not worn out by wrong answers. */
  const liveChallenge = async (executor: Executor, challenge: string, ip: string, lock: boolean) => {
    const row = lock ? await lockLoginChallenge(executor, hashToken(challenge)) : await findLoginChallenge(executor, hashToken(challenge));
    if (!row || row.used_at || row.expires_at <= now() || row.attempts >= maxChallengeAttempts || row.ip !== ip) throw new AppError('CHALLENGE_EXPIRED');
    const member = await findMemberById(executor, row.member_id);
    if (!member || member.status !== 'active') throw new AppError('CHALLENGE_EXPIRED');
    return { row, member };
  };

  const sendSecondFactorCode = async (input: { challenge: string; method: 'sms' | 'email'; altcha?: string | undefined }, caller: CallerContext) => {
    const { member } = await liveChallenge(db, input.challenge, caller.ip, false);
    if (input.method === 'sms') {
      if (!member.mobile_num || !member.country_dialing_code) throw new AppError('VALIDATION_ERROR', { details: { method: 'not set up' } });
      // Every SMS costs money: even behind a right password, a script must not resend at will.
      await botChecks.verifyAltcha(input.altcha);
      return verification.sendSmsCode({
        purpose: 'twoFactor',
        countryDialingCode: member.country_dialing_code,
        mobileNum: member.mobile_num,
        ip: caller.ip,
        language: caller.language,
      });
    }
    if (!member.email) throw new AppError('VALIDATION_ERROR', { details: { method: 'not set up' } });
    return verification.sendEmailCode({ purpose: 'twoFactor', email: member.email, ip: caller.ip, language: caller.language });
  };

  const answerIsRight = async (member: MemberRow, method: SecondFactorMethod, answer: string): Promise<{ ok: boolean; totpStep?: bigint }> => {
    try {
      if (method === 'sms' && member.mobile_num && member.country_dialing_code) {
        await verification.verifySmsCode({ purpose: 'twoFactor', countryDialingCode: member.country_dialing_code, mobileNum: member.mobile_num, code: answer });
        return { ok: true };
      }
      if (method === 'email' && member.email) {
        await verification.verifyEmailCode({ purpose: 'twoFactor', email: member.email, code: answer });
        return { ok: true };
      }
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { ok: false };
      throw error;
    }
    if (method === 'totp' && member.totp_secret) {
      const step = verifyTotp(member.totp_secret, answer, member.totp_last_step, now().getTime());
      return step === null ? { ok: false } : { ok: true, totpStep: step };
    }
    if (method === 'bankName' && member.real_name) return { ok: sameBankName(member.real_name, answer) };
    return { ok: false };
  };

  const completeSecondFactor = async (
    input: { challenge: string; method: SecondFactorMethod; answer: string },
    caller: CallerContext,
  ): Promise<MemberSession> => {
    const { row, member } = await liveChallenge(db, input.challenge, caller.ip, false);
    const accountKey =
      row.method === 'sms' && member.mobile_num && member.country_dialing_code
        ? mobileKey(member.country_dialing_code, member.mobile_num)
        : usernameKey(member.account);
    const { bankNameSecondFactor } = await settings.value('accountSecurity');
    if (!availableSecondFactors(member, bankNameSecondFactor).includes(input.method)) throw new AppError('SECOND_FACTOR_INVALID');
    const result = await answerIsRight(member, input.method, input.answer);
    const { providers } = await settings.value('social');
    const claimed = await db.transaction().execute(async (trx) => {
      const locked = await liveChallenge(trx, input.challenge, caller.ip, true);
      if (!result.ok) {
        await countLoginChallengeAttempt(trx, hashToken(input.challenge));
        return null;
      }
      await useLoginChallenge(trx, hashToken(input.challenge));
      if (result.totpStep !== undefined) await setTotpLastStep(trx, locked.member.id, result.totpStep);
      // Binding a social identity from a new IP: the link is made only now, with the factor answered.
      if (!locked.row.social_bind_hash) return { told: null };
      const bind = await liveSocialBind(trx, locked.row.social_bind_hash, caller.ip, now());
      return { told: await linkBoundIdentity(trx, { audit, providers }, { bind, member: locked.member, caller, at: now() }) };
    });
    if (!claimed) return fail(accountKey, member, `2fa-${input.method}`, caller, 'SECOND_FACTOR_INVALID');
    if (claimed.told) await sendSecurityMail(mailer, claimed.told);
    return complete(member, row.method, row.remember, caller, accountKey);
  };

  return { login, sendSecondFactorCode, completeSecondFactor, complete, checkPortal, guardAttempt, fail, needsSecondFactor, askSecondFactor };
};

export type LoginService = ReturnType<typeof createLoginService>;
