import { z } from 'zod';

/** What a verification code is for; one live code per purpose and phone number or email address. */
export const verificationPurposes = ['register', 'login', 'reset', 'bind', 'twoFactor'] as const;
export const verificationPurpose = z.enum(verificationPurposes);
export type VerificationPurpose = z.infer<typeof verificationPurpose>;

/**
 * Phone fields stay loose strings here: the server answers PHONE_REQUIRED or PHONE_INVALID rather
 * than a generic validation error, and the digit count is a setting.
 */
const phoneField = z.string().max(32).optional();

/** SMS code for sign-in by SMS or a forgotten password; the number must belong to a member. */
export const smsNoLoginRequest = z.strictObject({
  countryDialingCode: phoneField,
  mobileNum: phoneField,
  purpose: z.enum(['login', 'reset']).default('login'),
  /** A solved ALTCHA challenge; without a good one the answer is BOT_CHECK_FAILED, before any send. */
  altcha: z.string().max(4096).optional(),
});
export type SmsNoLoginRequest = z.input<typeof smsNoLoginRequest>;

/** SMS code for mobile registration; refused with MOBILE_TAKEN when the number is registered. */
export const smsRegisterRequest = z.strictObject({
  countryDialingCode: phoneField,
  mobileNo: phoneField,
  username: z.string().trim().max(64).optional(),
  /** A solved ALTCHA challenge; without a good one the answer is BOT_CHECK_FAILED, before any send. */
  altcha: z.string().max(4096).optional(),
});
export type SmsRegisterRequest = z.input<typeof smsRegisterRequest>;

/** The client counts down expiredMinutes * 60 seconds before it offers to resend. */
export const smsCodeSent = z.object({ expiredMinutes: z.number().int() });
export type SmsCodeSent = z.infer<typeof smsCodeSent>;

/** A verification code as a request field of the calls that consume one (login, register, reset). */
export const verificationCodeField = z.string().max(16).optional();
