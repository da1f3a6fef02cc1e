import type { MessageChannel, VerificationPurpose } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { CatalogTag } from '@gp/i18n';
import { translate } from '@gp/i18n/server';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MessagingService } from '../../platform/messaging';
import type { SettingsService } from '../../platform/settings';
import { hashVerificationCode, newVerificationCode, sameHash } from './verification-code';
import { parseEmail, parsePhone, type Phone, type PhoneDigits } from './verification-targets';
import { reserveSend, type ThrottleLimits } from './verification-throttle';
import { addFailedAttempt, deleteCode, deleteCodesExpiredBefore, findCodeForUpdate, upsertCode } from './verification.repository';

export type VerificationOptions = ThrottleLimits & {
  codeTtlMinutes: number;
  /** Wrong guesses a code survives; then it is dead and a new one must be sent. */
  maxAttempts: number;
  phoneDigits: PhoneDigits;
  now: () => Date;
};

const defaultVerificationOptions: VerificationOptions = {
  codeTtlMinutes: 5,
  maxAttempts: 5,
  phoneDigits: { min: 6, max: 15 },
  resendSeconds: 60,
  sendsPerHour: 5,
  lockMinutes: 5,
  now: () => new Date(),
};

/** The port to member accounts: whether a mobile number belongs to a member (digits, dialing code without +). */
export type MemberDirectory = { mobileRegistered: (countryDialingCode: string, mobileNum: string) => Promise<boolean> };

type Sender = { ip: string; language: CatalogTag; memberId?: bigint | number | null };
export type SmsCodeInput = Sender & { purpose: VerificationPurpose; countryDialingCode: string; mobileNum: string };
export type EmailCodeInput = Sender & { purpose: VerificationPurpose; email: string };
export type SmsVerifyInput = { purpose: VerificationPurpose; countryDialingCode: string; mobileNum: string; code: string | undefined; keep?: boolean };
export type EmailVerifyInput = { purpose: VerificationPurpose; email: string; code: string | undefined };
export type CodeSent = { expiredMinutes: number };

type Target = { channel: MessageChannel; purpose: VerificationPurpose; target: string };

/** Whitelabel switches of the SMS purposes; others are always on. */
const smsFlagOf: Partial<Record<VerificationPurpose, 'VERIFCODELOGIN' | 'CHNGPASSVERIF3' | 'REGMOBVERF3'>> = {
  login: 'VERIFCODELOGIN',
  reset: 'CHNGPASSVERIF3',
  register: 'REGMOBVERF3',
};

/**
 * One-time codes by SMS and email. Six random digits, stored only as a
 * hash bound to channel, purpose and target; one live code per (purpose, target), replaced by a new
 * send; dead after `maxAttempts` wrong guesses or `codeTtlMinutes`. Sends are throttled per target
 * and per IP (see verification-throttle.ts) and the text is written in the caller's language.
 */
export const createVerificationService = (
  db: Kysely<DB>,
  messaging: Pick<MessagingService, 'send'>,
  settings: Pick<SettingsService, 'value'>,
  options: Partial<VerificationOptions> = {},
) => {
  const o: VerificationOptions = { ...defaultVerificationOptions, ...options };

  const requireEnabled = async (purpose: VerificationPurpose) => {
    const flag = smsFlagOf[purpose];
    if (flag && !(await settings.value('whitelabel'))[flag]) throw new AppError('SMS_NOT_ENABLED', { details: { purpose } });
  };

  const throttle = async (target: string, ip: string) => {
    const now = o.now();
    const wait = await db.transaction().execute((trx) => reserveSend(trx, { target, ip, now, limits: o }));
    if (!wait) return;
    const seconds = wait.retryAfterSeconds;
    throw new AppError('SMS_TOO_MANY_REQUESTS', {
      headers: { 'retry-after': String(seconds) },
      details: { retryAfterSeconds: seconds, minutes: Math.ceil(seconds / 60) },
    });
  };

  /** Stores a fresh code and sends it; a failed send takes its code back and says why. */
  const deliver = async (t: Target, sender: Sender, countryCallingCode?: string): Promise<void> => {
    const now = o.now();
    const code = newVerificationCode();
    const hash = hashVerificationCode(t.channel, t.purpose, t.target, code);
    await deleteCodesExpiredBefore(db, new Date(now.getTime() - 86_400_000));
    await upsertCode(db, t, hash, now, new Date(now.getTime() + o.codeTtlMinutes * 60_000));
    const params = { code, minutes: o.codeTtlMinutes };
    const result = await messaging.send(
      t.channel === 'sms'
        ? {
            channel: 'sms',
            to: t.target,
            body: translate(sender.language, 'site', 'messages.smsCode', params),
            memberId: sender.memberId ?? null,
            countryCallingCode,
          }
        : {
            channel: 'email',
            to: t.target,
            subject: translate(sender.language, 'site', 'messages.emailCodeSubject', params),
            body: translate(sender.language, 'site', 'messages.emailCode', params),
            memberId: sender.memberId ?? null,
          },
    );
    if (result.status === 'sent') return;
    await deleteCode(db, t, hash);
    if (t.channel === 'email') throw new AppError('EMAIL_SEND_FAILED', { details: { outboxId: result.id } });
    throw new AppError(result.failure === 'quota' ? 'SMS_QUOTA_INSUFFICIENT' : 'SMS_UNKNOWN_ERROR', { details: { outboxId: result.id } });
  };

  const phoneOf = (input: { countryDialingCode: string; mobileNum: string }): Phone => parsePhone(input.countryDialingCode, input.mobileNum, o.phoneDigits);

  /**
   * Validation, switch and throttle first, for every caller alike; `shouldDeliver` then decides
   * whether a code really goes out. A false answer replies exactly as a send would.
   */
  const sendSms = async (input: SmsCodeInput, shouldDeliver: (phone: Phone) => Promise<boolean>): Promise<CodeSent> => {
    await requireEnabled(input.purpose);
    const phone = phoneOf(input);
    await throttle(phone.target, input.ip);
    if (await shouldDeliver(phone)) await deliver({ channel: 'sms', purpose: input.purpose, target: phone.target }, input, phone.countryDialingCode);
    return { expiredMinutes: o.codeTtlMinutes };
  };

  const sendSmsCode = (input: SmsCodeInput) => sendSms(input, async () => true);

  /** SMS login and forgotten password: only a member's number gets a code, but every caller gets the same answer. */
  const sendSmsCodeToMember = (input: SmsCodeInput, members: MemberDirectory) =>
    sendSms(input, (phone) => members.mobileRegistered(phone.countryDialingCode, phone.mobileNum));

  /** Mobile registration: a registered number is refused (after the throttle, which slows probing). */
  const sendSmsCodeForRegistration = (input: Omit<SmsCodeInput, 'purpose'>, members: MemberDirectory) =>
    sendSms({ ...input, purpose: 'register' }, async (phone) => {
      if (await members.mobileRegistered(phone.countryDialingCode, phone.mobileNum)) throw new AppError('MOBILE_TAKEN');
      return true;
    });

  const sendEmailCode = async (input: EmailCodeInput): Promise<CodeSent> => {
    const email = parseEmail(input.email);
    await throttle(email, input.ip);
    await deliver({ channel: 'email', purpose: input.purpose, target: email }, input);
    return { expiredMinutes: o.codeTtlMinutes };
  };

  /**
   * Checks a code and consumes it on success (unless `keep`: a flow that still needs another answer
   * checks first and consumes once that is right too); a wrong guess counts against the code.
   */
  const verify = async (t: Target, code: string | undefined, keep = false): Promise<void> => {
    const given = (code ?? '').trim();
    if (given === '') throw new AppError('VERIFICATION_CODE_REQUIRED');
    const now = o.now();
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await findCodeForUpdate(trx, t);
      if (!row) return { kind: 'invalid' as const };
      if (row.attempts >= o.maxAttempts) return { kind: 'dead' as const };
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' as const };
      if (!sameHash(row.code_hash, hashVerificationCode(t.channel, t.purpose, t.target, given))) {
        await addFailedAttempt(trx, t);
        return { kind: 'wrong' as const, attemptsLeft: o.maxAttempts - row.attempts - 1 };
      }
      if (!keep) await deleteCode(trx, t);
      return { kind: 'ok' as const };
    });
    switch (outcome.kind) {
      case 'ok':
        return;
      case 'wrong':
        throw new AppError('VERIFICATION_CODE_INVALID', { details: { attemptsLeft: outcome.attemptsLeft } });
      case 'invalid':
        throw new AppError('VERIFICATION_CODE_INVALID');
      case 'dead':
        throw new AppError('VERIFICATION_CODE_EXPIRED', { details: { reason: 'attempts' } });
      case 'expired':
        throw new AppError('VERIFICATION_CODE_EXPIRED', { details: { reason: 'time' } });
    }
  };

  const verifySmsCode = async (input: SmsVerifyInput) =>
    verify({ channel: 'sms', purpose: input.purpose, target: phoneOf(input).target }, input.code, input.keep);
  const verifyEmailCode = async (input: EmailVerifyInput) => verify({ channel: 'email', purpose: input.purpose, target: parseEmail(input.email) }, input.code);

  return { sendSmsCode, sendSmsCodeToMember, sendSmsCodeForRegistration, verifySmsCode, sendEmailCode, verifyEmailCode, parsePhone: phoneOf };
};

export type VerificationService = ReturnType<typeof createVerificationService>;
