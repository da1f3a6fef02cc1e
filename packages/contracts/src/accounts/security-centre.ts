import { z } from 'zod';
import type { ValidationEntry } from '../registration/constraints';
import { dialingCode, mobileNumber, passwordInput, smsCode } from './login';

/** `/wps/member/security` (T): what the security centre shows; addresses are masked. */
export const securityOverview = z.object({
  account: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  totpEnabled: z.boolean(),
  paymentPasswordSet: z.boolean(),
  realNameSet: z.boolean(),
  /** The real name (payee name of withdrawals), in full: only its owner sees it. Null until set. */
  realName: z.string().nullable(),
  /** The last 20 login attempts, newest first. */
  recentLogins: z.array(z.object({ at: z.string(), ip: z.string(), method: z.string(), outcome: z.string() })),
  knownIps: z.array(z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/** A payment password is six digits, as on the withdrawal form. */
export const paymentPasswordInput = z.string().regex(/^\d{6}$/, 'six digits');

/** `/wps/member/paymentPassword` (T, E): sets or changes the payment password; needs the login password. */
export const paymentPasswordRequest = z.strictObject({
  loginPassword: passwordInput,
  newPaymentPassword: paymentPasswordInput,
  confirm: paymentPasswordInput,
});
export const paymentPasswordResponse = z.object({ paymentPasswordSet: z.literal(true) });

/** `/wps/member/mobile/bind/send` (T): a code to the new number. */
/** `altcha`: a solved ALTCHA challenge; without a good one the answer is BOT_CHECK_FAILED, before any send. */
export const bindMobileSendRequest = z.strictObject({ countryDialingCode: dialingCode, mobileNum: mobileNumber, altcha: z.string().max(4096).optional() });
/** `/wps/member/mobile/bind` (T, E): the current password and the code sent to the new number. */
export const bindMobileRequest = z.strictObject({
  password: passwordInput,
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  verificationCode: smsCode,
});
export const bindMobileResponse = z.object({ mobile: z.string() });

/** `/wps/member/email/bind/send` (T): a code to the new address. */
export const bindEmailSendRequest = z.strictObject({ email: z.email().max(254) });
/** `/wps/member/email/bind` (T, E): the current password and the code sent to the new address. */
export const bindEmailRequest = z.strictObject({ password: passwordInput, email: z.email().max(254), verificationCode: smsCode });
export const bindEmailResponse = z.object({ email: z.string() });

export const bindCodeSentResponse = z.object({ expiredMinutes: z.number().int() });

/** `/wps/member/totp/enrol` (T): a pending secret; it protects nothing until confirmed with a code. */
export const totpEnrolResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpCodeInput = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'six digits');
/** `/wps/member/totp/confirm` (T). */
export const totpConfirmRequest = z.strictObject({ code: totpCodeInput });
/** `/wps/member/totp/disable` (T, E). */
export const totpDisableRequest = z.strictObject({ password: passwordInput, code: totpCodeInput });
export const totpStateResponse = z.object({ totpEnabled: z.boolean() });

/** A real name's length once trimmed and its spaces collapsed, whatever the merchant's rule allows. */
export const realNameLength = { min: 2, max: 64 } as const;

/** A real name as stored and compared: trimmed, each run of white space one space. */
export const normaliseRealName = (value: string): string => value.trim().replace(/\s+/g, ' ');

/**
 * The rule a real name set in the security centre must meet: the register settings' `payeeName`
 * entry (the rule registration applies to the same column), its lengths kept within 2-64; where the
 * merchant configured no entry, letters and spaces.
 */
export const realNameRule = (payeeName: ValidationEntry | null): ValidationEntry => {
  const base: ValidationEntry = payeeName ?? {
    patternId: 'twoLettersWithSpaces',
    minLength: realNameLength.min,
    maxLength: realNameLength.max,
    acceptedPattern: '*',
  };
  const minLength = Math.min(Math.max(base.minLength, realNameLength.min), realNameLength.max);
  const maxLength = Math.max(Math.min(base.maxLength, realNameLength.max), minLength);
  return { ...base, minLength, maxLength };
};

/**
 * `/wps/member/realName` (T, E): sets the real name once, while none is on file; the login password
 * confirms it. Changing it afterwards is for support. The name is checked by the service against
 * `realNameRule` (the merchant's rule comes from settings), so here only its raw size is bounded.
 */
export const realNameRequest = z.strictObject({ realName: z.string().max(256), password: passwordInput });
export const realNameResponse = z.object({ realName: z.string() });
