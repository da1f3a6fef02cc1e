/** A dialing code as stored and compared: digits only (`+91` and `91` are the same code). */
export const dialingDigits = (countryDialingCode: string): string => countryDialingCode.replace('+', '');

/**
 * What login attempts are counted against (the lockout is per key and IP): a username without regard
 * to case, or a mobile number under its dialing code.
 */
export const usernameKey = (account: string): string => `u:${account.toLowerCase()}`;
export const mobileKey = (countryDialingCode: string, mobileNum: string): string => `m:${dialingDigits(countryDialingCode)}:${mobileNum}`;
