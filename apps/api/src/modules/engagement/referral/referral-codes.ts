import { randomInt } from 'node:crypto';

/** Letters and digits a reader cannot mistake for one another (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new referral code: 8 characters, about 40 bits, drawn from a CSPRNG. */
export const newReferralCode = (): string => Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The path a friend opens; the site prefixes its own address. */
export const registerPathOf = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

/** A code as the database keeps it, or null when it cannot be one (so it is simply not bound). */
export const normalisedCode = (code: string | null | undefined): string | null => {
  const trimmed = (code ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{6,16}$/u.test(trimmed) ? trimmed : null;
};
