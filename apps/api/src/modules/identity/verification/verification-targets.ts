import { z } from 'zod';
import { AppError } from '../../../lib/app-error';

export type PhoneDigits = { min: number; max: number };
export type Phone = {
  /** Digits only, without the + (e.g. "91"). */
  countryDialingCode: string;
  /** Digits only, without the country code. */
  mobileNum: string;
  /** E.164 form (+ and digits): the key of codes and throttles, and the SMS recipient. */
  target: string;
};

/**
 * A phone number from the two fields the site sends: a 1-4 digit dialing code (a leading + is
 * fine) and the national number, digits only, whose length is the configured "phone digit count".
 * Surrounding spaces are forgiven; anything else is PHONE_INVALID, and an empty field PHONE_REQUIRED.
 */
export const parsePhone = (countryDialingCode: string | undefined, mobileNum: string | undefined, digits: PhoneDigits): Phone => {
  const cc = (countryDialingCode ?? '').trim();
  const mobile = (mobileNum ?? '').trim();
  if (cc === '' || mobile === '') throw new AppError('PHONE_REQUIRED', { details: { field: cc === '' ? 'countryDialingCode' : 'mobileNum' } });
  if (!/^\+?\d{1,4}$/.test(cc)) throw new AppError('PHONE_INVALID', { details: { field: 'countryDialingCode' } });
  if (!/^\d+$/.test(mobile) || mobile.length < digits.min || mobile.length > digits.max) {
    throw new AppError('PHONE_INVALID', { details: { field: 'mobileNum', min: digits.min, max: digits.max } });
  }
  const code = cc.replace(/^\+/, '');
  return { countryDialingCode: code, mobileNum: mobile, target: `+${code}${mobile}` };
};

const emailShape = z.email();

/** An email address, trimmed and lower-cased so one mailbox has one code and one throttle. */
export const parseEmail = (email: string | undefined): string => {
  const value = (email ?? '').trim().toLowerCase();
  if (value.length > 254 || !emailShape.safeParse(value).success) throw new AppError('EMAIL_INVALID');
  return value;
};
