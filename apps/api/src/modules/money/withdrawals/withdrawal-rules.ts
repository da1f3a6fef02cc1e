import { ifscPattern } from '@gp/contracts';
import { AppError } from '../../../lib/app-error';

/** Pure rules of the withdrawals module, kept apart so they are tested without a database. */

/** Names compare after trimming, collapsing inner spaces and ignoring case ("  ada  LOVELACE" = "Ada Lovelace"). */
const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export const sameName = (a: string, b: string): boolean => normaliseName(a) === normaliseName(b);

/** Every digit but the last four starred, so a shared screen never shows a whole account number. */
export const maskAccountNumber = (digits: string): string => `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

/** The turnover a deposit requires; a fractional multiple rounds up to the next minor unit. */
export const requiredTurnover = (depositAmount: bigint, multiple: number): bigint => {
  if (multiple <= 0) return 0n;
  // Multiples carry at most a few decimals: scale to an integer so bigint arithmetic stays exact.
  const scale = 10_000n;
  const scaled = BigInt(Math.round(multiple * Number(scale)));
  return (depositAmount * scaled + scale - 1n) / scale;
};

/** Minor units as a plain decimal ("12345" -> "123.45") for error texts, which show no currency. */
export const majorText = (minor: number | bigint): string => {
  const value = BigInt(minor);
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${value < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * What can be withdrawn now, the one figure the withdraw page shows: the whole main balance once
 * the turnover is met, else nothing (the balance is then locked until the remaining bets are made).
 */
export const availability = (balance: number, turnoverRemaining: number): { available: number; lockedByTurnover: number } => {
  const positive = Math.max(0, balance);
  return turnoverRemaining > 0 ? { available: 0, lockedByTurnover: positive } : { available: positive, lockedByTurnover: 0 };
};

/** IFSC: 4 letters, 0, then 6 letters or digits (upper case after trimming). */
export const isIfsc = (text: string): boolean => ifscPattern.test(text);

/** A bonus's wagering requirement still short of valid bets refuses the withdrawal, naming what is left. */
export const assertWageringMet = (progress: { required: bigint; done: bigint; remaining: bigint }): void => {
  if (progress.remaining <= 0n) return;
  throw new AppError('WAGERING_NOT_MET', {
    details: { required: Number(progress.required), done: Number(progress.done), remaining: majorText(progress.remaining) },
  });
};
