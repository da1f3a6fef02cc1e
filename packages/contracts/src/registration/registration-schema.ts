import { z } from 'zod';
import { checkField, maxFieldLength, parseRegistrationDate, type FieldProblem, type ValidationEntry } from './constraints';
import { registerFieldNames, type RegisterFieldName, type RegisterSettings } from './register-settings';

export type RegisterMethod = 'username' | 'mobile';

/** Players must be this old. */
export const minimumRegistrationAge = 18;

/** Sent with every registration besides the configured fields. */
const extraFields = {
  countryDialingCode: 8,
  referralCode: 64,
  registerUrl: 2048,
  domain: 253,
  captchaId: 128,
  altcha: 8192,
} as const;
type ExtraFieldName = keyof typeof extraFields;

/** Configured fields the site may send even when switched off: they come from the link or the bot check. */
const alwaysAccepted: readonly RegisterFieldName[] = ['affiliateCode', 'captcha', 'verificationCode'];

/** A registration request body after validation; blank fields are absent. */
export type RegistrationRequest = Partial<Record<RegisterFieldName | ExtraFieldName, string>> & {
  terms: true;
  ageConfirmed: true;
  registerMethod?: 'WEB';
};

/** What a form sends: strings for fields, booleans for the two check boxes. */
export type RegistrationInput = Partial<Record<RegisterFieldName | ExtraFieldName, string>> & {
  terms?: boolean;
  ageConfirmed?: boolean;
  registerMethod?: 'WEB';
};

// A field with no entry still has a bound, so nothing unbounded is ever stored.
const anyText: ValidationEntry = { patternId: 'length', minLength: 0, maxLength: maxFieldLength, acceptedPattern: '*' };
// Mobile registration needs a number even where the merchant left mobileNum unconfigured.
const fallbackMobile: ValidationEntry = { patternId: 'digits', minLength: 5, maxLength: 15, acceptedPattern: '*' };
const dialingCode = /^\+?[0-9]{1,4}$/;
// Raw strings are capped well above any entry, so an oversized body fails fast and cheaply.
const rawText = z
  .string()
  .max(4 * maxFieldLength)
  .optional();

const isBlank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/** Whole years between a birth date and today (UTC), as a person counts their age. */
export const ageOn = (birth: { year: number; month: number; day: number }, today: Date): number => {
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const birthdayPassed = m > birth.month || (m === birth.month && d >= birth.day);
  return y - birth.year - (birthdayPassed ? 0 : 1);
};

const birthDateOf = (value: string, entry: ValidationEntry | null) => {
  if (entry?.patternId === 'dateYmd' || entry?.patternId === 'dateMdy') return parseRegistrationDate(value, entry.patternId);
  return parseRegistrationDate(value, 'dateYmd') ?? parseRegistrationDate(value, 'dateMdy');
};

/**
 * The issue of a failed rule: its message is the site-namespace key and `params` the values to fill
 * in, so the player site and the API (plugins/validation.ts) translate it the same way.
 */
const problemIssue = (path: string, problem: FieldProblem): z.core.$ZodRawIssue<z.core.$ZodIssueCustom> => ({
  code: 'custom',
  path: [path],
  message: problem.key,
  params: problem.params,
  input: undefined,
});
const keyIssue = (path: string, key: string) => problemIssue(path, { key, params: {} });

/** The key and values of an issue raised by the registration schema, or null for any other issue. */
export const registrationProblemOf = (issue: { code: string; message: string; params?: Record<string, unknown> }): FieldProblem | null =>
  issue.code === 'custom' && issue.message.startsWith('validation.') ? { key: issue.message, params: (issue.params ?? {}) as FieldProblem['params'] } : null;

export type RegistrationSchemaOptions = {
  /** Today, for the age check; tests pin it. */
  now?: () => Date;
};

/**
 * The body of a registration request as this merchant configured it: enabled fields only (others are
 * dropped), required ones required, each checked against its validation entry; confirmPassword equal
 * to password; the terms and the age (18 or more, from the birthday too when one is asked for)
 * confirmed; mobile registration with a dialing code and a number.
 */
export const registrationSchema = (
  config: RegisterSettings,
  method: RegisterMethod,
  options: RegistrationSchemaOptions = {},
): z.ZodType<RegistrationRequest, RegistrationInput> => {
  const now = options.now ?? (() => new Date());
  const { fields } = config;
  const mobile = method === 'mobile';
  const asked = registerFieldNames.filter((name) => fields[name].enabled || (mobile && name === 'mobileNum'));
  const accepted = [...new Set([...asked, ...alwaysAccepted])];

  const shape: Record<string, z.ZodType> = {
    ...Object.fromEntries(accepted.map((name) => [name, rawText])),
    ...Object.fromEntries(Object.entries(extraFields).map(([name, max]) => [name, z.string().max(max).optional()])),
    registerMethod: z.literal('WEB').optional(),
    terms: z.boolean().optional(),
    ageConfirmed: z.boolean().optional(),
  };

  // Mobile registration names the account after the number, so a username is optional there.
  const isRequired = (name: RegisterFieldName) => (mobile && name === 'username' ? false : fields[name].required || (mobile && name === 'mobileNum'));
  const entryOf = (name: RegisterFieldName): ValidationEntry => fields[name].validation ?? (name === 'mobileNum' ? fallbackMobile : anyText);

  return z
    .object(shape)
    .superRefine((raw, ctx) => {
      const body = raw as RegistrationInput;
      for (const name of accepted) {
        const value = body[name];
        const configured = asked.includes(name);
        if (isBlank(value)) {
          if (configured && isRequired(name)) ctx.addIssue(keyIssue(name, 'validation.required'));
          continue;
        }
        const problem = checkField(configured ? entryOf(name) : anyText, value);
        if (problem) ctx.addIssue(problemIssue(name, problem));
      }

      if (fields.confirmPassword.enabled && !isBlank(body.confirmPassword) && body.confirmPassword !== body.password) {
        ctx.addIssue(keyIssue('confirmPassword', 'validation.mismatch'));
      }

      const mobileGiven = !isBlank(body.mobileNum) && asked.includes('mobileNum');
      if (mobile || mobileGiven) {
        if (isBlank(body.countryDialingCode)) ctx.addIssue(keyIssue('countryDialingCode', 'validation.required'));
        else if (!dialingCode.test(body.countryDialingCode)) ctx.addIssue(keyIssue('countryDialingCode', 'validation.countryDialingCode'));
      }

      if (fields.birthday.enabled && !isBlank(body.birthday)) {
        const birth = birthDateOf(body.birthday, fields.birthday.validation);
        if (birth && ageOn(birth, now()) < minimumRegistrationAge) ctx.addIssue(keyIssue('birthday', 'validation.underage'));
      }

      if (body.terms !== true) ctx.addIssue(keyIssue('terms', 'validation.terms'));
      if (body.ageConfirmed !== true) ctx.addIssue(keyIssue('ageConfirmed', 'validation.ageConfirmed'));
    })
    .transform((raw) => {
      const body = raw as RegistrationInput;
      // Blank optional fields are not worth storing; the refinement has already refused blank required ones.
      const kept = Object.entries(body).filter(([, value]) => typeof value !== 'string' || value.trim() !== '');
      return { ...Object.fromEntries(kept), terms: true, ageConfirmed: true } as RegistrationRequest;
    }) as unknown as z.ZodType<RegistrationRequest, RegistrationInput>;
};
