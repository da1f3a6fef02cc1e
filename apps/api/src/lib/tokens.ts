import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret of 256 random bits; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
