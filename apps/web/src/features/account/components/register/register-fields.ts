import type { PatternId, RegisterFieldName, RegisterSettings, ValidationEntry } from '@gp/contracts';
import { registerFieldNames } from '@gp/contracts';

export type RegisterMethod = 'username' | 'mobile';

/** A row of the form: a configured field, or one of the composite rows. */
export type FormRow = RegisterFieldName;

export type InputKind = 'text' | 'password' | 'email' | 'tel' | 'date' | 'numeric';

const passwordFields: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);
const phoneLike: ReadonlySet<string> = new Set(['whatsapp', 'zalo']);
// Drawn at fixed places (the top, the SMS row, the end) rather than in configuration order.
const placed: ReadonlySet<RegisterFieldName> = new Set([
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'affiliateCode',
  'captcha',
]);

/**
 * The fields the form shows, in order: the account (username, or mobile number and SMS code), the
 * password pair, every other enabled field in configuration order, then the invitation code and
 * the image captcha. Mobile registration names the account after the number, so it asks no username.
 */
export const formRows = (fields: RegisterSettings['fields'], method: RegisterMethod, smsVerification: boolean): FormRow[] => {
  const on = (name: RegisterFieldName) => fields[name].enabled;
  const rows: FormRow[] = [];
  if (method === 'mobile') {
    rows.push('mobileNum');
    if (smsVerification) rows.push('verificationCode');
  } else {
    rows.push('username');
  }
  rows.push('password');
  if (on('confirmPassword')) rows.push('confirmPassword');
  for (const name of registerFieldNames) {
    if (placed.has(name) || !on(name)) continue;
    rows.push(name);
  }
  if (method === 'username' && on('mobileNum')) rows.splice(rows.indexOf('password'), 0, 'mobileNum');
  if (on('affiliateCode')) rows.push('affiliateCode');
  if (on('captcha')) rows.push('captcha');
  return rows;
};

/** Whether a row carries the * mark: what the registration schema will refuse when blank. */
export const isRowRequired = (fields: RegisterSettings['fields'], method: RegisterMethod, name: FormRow): boolean => {
  if (method === 'mobile' && (name === 'mobileNum' || name === 'verificationCode')) return true;
  return fields[name].required;
};

const dateKinds: ReadonlySet<PatternId> = new Set(['dateYmd', 'dateMdy']);

/** A sensible input for a field: masked passwords, email, tel for numbers, a date picker for the birthday. */
export const inputKindOf = (name: RegisterFieldName, entry: ValidationEntry | null): InputKind => {
  if (passwordFields.has(name)) return 'password';
  if (name === 'email' || entry?.patternId === 'email') return 'email';
  if (name === 'mobileNum' || phoneLike.has(name)) return 'tel';
  if (name === 'birthday' || (entry && dateKinds.has(entry.patternId))) return 'date';
  if (entry?.patternId === 'digits' || name === 'verificationCode') return 'numeric';
  return 'text';
};

/** The browser's autofill hint for a field, where one exists. */
export const autoCompleteOf = (name: RegisterFieldName): string | undefined =>
  ({
    username: 'username',
    password: 'new-password',
    confirmPassword: 'new-password',
    paymentPassword: 'off',
    email: 'email',
    mobileNum: 'tel-national',
    nickname: 'nickname',
    fullname: 'name',
    payeeName: 'name',
    birthday: 'bday',
    address: 'street-address',
    verificationCode: 'one-time-code',
  })[name as string];

/** A date picker's yyyy-mm-dd as the configured birthday format (MM-dd-yyyy for dateMdy). */
export const toConfiguredDate = (picked: string, patternId: PatternId | undefined): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(picked);
  if (!m || patternId !== 'dateMdy') return picked;
  return `${m[2]}-${m[3]}-${m[1]}`;
};

/** The configured birthday value back as the date picker's yyyy-mm-dd. */
export const toPickerDate = (stored: string, patternId: PatternId | undefined): string => {
  if (patternId !== 'dateMdy') return stored;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(stored);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : '';
};
