import type { RegistrationInput } from '@gp/contracts';
import type { RegisterMethod } from './register-fields';

export type RegisterFormValues = Record<string, string>;

/**
 * What the form hands to the registration schema and then the API: the shown
 * fields, the dialing code, the link's referral and invitation codes, where it happened, WEB.
 */
export const registrationInputOf = (input: {
  values: RegisterFormValues;
  shown: readonly string[];
  method: RegisterMethod;
  dialingCode: string;
  affiliateCode: string;
  referralCode: string | null;
  terms: boolean;
  ageConfirmed: boolean;
  location: { href: string; hostname: string };
}): RegistrationInput => {
  const fields = Object.fromEntries(input.shown.filter((name) => name !== 'affiliateCode').map((name) => [name, input.values[name] ?? '']));
  const phone = input.method === 'mobile' || (input.values.mobileNum ?? '') !== '';
  return {
    ...fields,
    ...(input.shown.includes('captcha') ? { captchaId: input.values.captchaId ?? '' } : {}),
    ...(phone ? { countryDialingCode: input.dialingCode } : {}),
    ...(input.affiliateCode.trim() ? { affiliateCode: input.affiliateCode.trim() } : {}),
    ...(input.referralCode ? { referralCode: input.referralCode } : {}),
    registerUrl: input.location.href,
    domain: input.location.hostname,
    registerMethod: 'WEB',
    terms: input.terms,
    ageConfirmed: input.ageConfirmed,
  };
};
