import { z } from 'zod';
import { memberInfo } from './member';

export const accountName = z.string().trim().min(1).max(64);
export const passwordInput = z.string().min(1).max(128);
export const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'a dialing code such as +91');
export const mobileNumber = z
  .string()
  .trim()
  .regex(/^\d{4,20}$/, 'digits only');
export const smsCode = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'the code from the message');
const botCheck = {
  altcha: z.string().max(4096).optional(),
  captchaId: z.string().max(128).optional(),
  captcha: z.string().trim().max(16).optional(),
};

/** `/wps/session/login` (E): by username and password, or by mobile and SMS code. */
export const loginRequest = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('username'),
    username: accountName,
    password: passwordInput,
    remember: z.boolean().optional(),
    portal: z.enum(['player', 'agent']).optional(),
    ...botCheck,
  }),
  z.strictObject({
    type: z.literal('sms'),
    countryDialingCode: dialingCode,
    mobileNum: mobileNumber,
    verificationCode: smsCode,
    remember: z.boolean().optional(),
    portal: z.enum(['player', 'agent']).optional(),
    ...botCheck,
  }),
]);
export type LoginRequest = z.infer<typeof loginRequest>;

export const secondFactorMethod = z.enum(['sms', 'email', 'totp', 'bankName']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethod>;

/** A signed-in session; the SPA keeps the token in session storage (or local storage with remember-me). */
export const memberSession = z.object({
  step: z.literal('done'),
  token: z.string(),
  expiresAt: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  passwordIsDefault: z.boolean(),
  /** The change-password modal opens when this is true. */
  mustChangePassword: z.boolean(),
  previousLoginAt: z.string().nullable(),
  member: memberInfo,
});
export type MemberSession = z.infer<typeof memberSession>;

/** A login from an IP the member has not used before waits for a second factor. */
export const secondFactorStep = z.object({
  step: z.literal('secondFactor'),
  challenge: z.string(),
  methods: z.array(secondFactorMethod),
  /** Where a code would go, masked: `+91 ******21`, `a***@example.com`. */
  targets: z.partialRecord(secondFactorMethod, z.string()),
});
export type SecondFactorStep = z.infer<typeof secondFactorStep>;

export const loginResult = z.discriminatedUnion('step', [memberSession, secondFactorStep]);
export type LoginResult = z.infer<typeof loginResult>;

/** `altcha`: a solved ALTCHA challenge, needed for `sms` (BOT_CHECK_FAILED without it, before any send). */
export const secondFactorSendRequest = z.strictObject({
  challenge: z.string().min(16).max(128),
  method: z.enum(['sms', 'email']),
  altcha: z.string().max(4096).optional(),
});
export const secondFactorSendResponse = z.object({ expiredMinutes: z.number().int() });
export const secondFactorRequest = z.strictObject({
  challenge: z.string().min(16).max(128),
  method: secondFactorMethod,
  answer: z.string().trim().min(1).max(128),
});

/** `/wps/session/login/freeplay`: a trial account for demo play. */
export const freePlayRequest = z.strictObject({
  os: z.string().trim().max(32).optional(),
  platform: z.literal('W').optional(),
  altcha: z.string().max(4096).optional(),
  gatewayVersion: z.union([z.literal(3), z.literal('3')]).optional(),
});
