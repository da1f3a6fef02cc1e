import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Six random digits, leading zeros kept. */
export const newVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The stored form: bound to its channel, purpose and target, so a row copied elsewhere verifies nothing. */
export const hashVerificationCode = (channel: string, purpose: string, target: string, code: string): string =>
  createHash('sha256').update(`${channel}\n${purpose}\n${target}\n${code}`).digest('hex');

export const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};
