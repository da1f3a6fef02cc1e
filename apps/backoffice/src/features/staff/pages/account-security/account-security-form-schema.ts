import { accountSecuritySettings, type AccountSecuritySettings } from '@gp/contracts';
import { z } from 'zod';
import { toNumber } from '../../../../shared/forms/text-lists';

/** The numeric fields of the document with their unit, in the order the form shows them. */
export const accountSecurityNumberFields = [
  { name: 'sessionIdleMinutes', unit: 'minutes' },
  { name: 'sessionAbsoluteHours', unit: 'hours' },
  { name: 'rememberMeHours', unit: 'hours' },
  { name: 'passwordExpiryDays', unit: 'days' },
  { name: 'loginMaxFailures', unit: 'times' },
  { name: 'loginFailureWindowMinutes', unit: 'minutes' },
  { name: 'loginLockMinutes', unit: 'minutes' },
  { name: 'passwordResetMinutes', unit: 'minutes' },
] as const satisfies readonly { name: keyof AccountSecuritySettings; unit: string }[];

/** Numbers are typed as text and converted before the contract checks their ranges. */
export const accountSecurityFormSchema = z
  .object({
    sessionIdleMinutes: z.string(),
    sessionAbsoluteHours: z.string(),
    rememberMeHours: z.string(),
    passwordExpiryDays: z.string(),
    loginMaxFailures: z.string(),
    loginFailureWindowMinutes: z.string(),
    loginLockMinutes: z.string(),
    passwordResetMinutes: z.string(),
    newIpSecondFactor: z.boolean(),
    bankNameSecondFactor: z.boolean(),
  })
  .transform((form) => ({
    sessionIdleMinutes: toNumber(form.sessionIdleMinutes),
    sessionAbsoluteHours: toNumber(form.sessionAbsoluteHours),
    rememberMeHours: toNumber(form.rememberMeHours),
    passwordExpiryDays: toNumber(form.passwordExpiryDays),
    loginMaxFailures: toNumber(form.loginMaxFailures),
    loginFailureWindowMinutes: toNumber(form.loginFailureWindowMinutes),
    loginLockMinutes: toNumber(form.loginLockMinutes),
    newIpSecondFactor: form.newIpSecondFactor,
    bankNameSecondFactor: form.bankNameSecondFactor,
    passwordResetMinutes: toNumber(form.passwordResetMinutes),
  }))
  // The form always sends the flag, which the contract defaults for documents stored before it existed.
  .pipe(accountSecuritySettings.extend({ bankNameSecondFactor: z.boolean() }));

export type AccountSecurityFormValues = z.input<typeof accountSecurityFormSchema>;

export const toAccountSecurityForm = (value: AccountSecuritySettings): AccountSecurityFormValues => ({
  sessionIdleMinutes: String(value.sessionIdleMinutes),
  sessionAbsoluteHours: String(value.sessionAbsoluteHours),
  rememberMeHours: String(value.rememberMeHours),
  passwordExpiryDays: String(value.passwordExpiryDays),
  loginMaxFailures: String(value.loginMaxFailures),
  loginFailureWindowMinutes: String(value.loginFailureWindowMinutes),
  loginLockMinutes: String(value.loginLockMinutes),
  newIpSecondFactor: value.newIpSecondFactor,
  bankNameSecondFactor: value.bankNameSecondFactor,
  passwordResetMinutes: String(value.passwordResetMinutes),
});
