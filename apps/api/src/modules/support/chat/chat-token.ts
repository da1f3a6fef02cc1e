import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A chat token: `<chat id>.<32 random bytes, base64url>`; only its sha256 is stored. */
export const newChatToken = (chatId: bigint) => {
  const token = `${chatId.toString()}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashChatToken(token) };
};

export const hashChatToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const chatIdOfToken = (token: string): bigint | null => {
  const match = /^([0-9]{1,16})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? BigInt(match[1]!) : null;
};

export const tokenMatches = (token: string, storedHash: string) => {
  const given = Buffer.from(hashChatToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};
