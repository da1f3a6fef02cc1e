/**
 * Lottery numbers are digit strings, never numbers: "07" and "7" are different picks, and a leading
 * zero is part of a result ("00123" is a five-digit special prize).
 */

const digitsOnly = /^[0-9]+$/;

/** True when `value` is exactly `length` ASCII digits. */
export const isDigitString = (value: string, length: number): boolean => typeof value === 'string' && value.length === length && digitsOnly.test(value);

/** Every digit string of `length` digits, in order ("00" .. "99" for 2). */
export const allDigitStrings = (length: number): string[] => Array.from({ length: 10 ** length }, (_, i) => String(i).padStart(length, '0'));
