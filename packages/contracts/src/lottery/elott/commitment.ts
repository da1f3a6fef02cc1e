import { webCryptoSha256Hex } from '../../bgs/fair';

/**
 * Commit-reveal for server-drawn games. Each draw gets its own server seed: 32 random bytes written
 * as 64 lower-case hex characters. Before betting closes the platform publishes
 *   commitment = hex(SHA-256(UTF-8 of the 64-character seed text))
 * and after the draw the seed itself; anyone then checks the hash and recomputes the numbers
 * (derive.ts). Hashing the text, not the decoded bytes, lets `printf %s "$SEED" | sha256sum` do it.
 */
export const isElottSeed = (seed: string): boolean => /^[0-9a-f]{64}$/.test(seed);

/**
 * A draw id is part of the HMAC message, so it is kept to characters that need no quoting in a
 * shell and cannot be confused with the `:` separators: letters, digits, `.`, `_`, `-`, 1-64 long.
 */
export const isElottDrawId = (drawId: string): boolean => /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(drawId);

/** A published commitment: 64 hex characters (compared case-insensitively). */
export const isElottCommitment = (commitment: string): boolean => /^[0-9a-fA-F]{64}$/.test(commitment);

export type Sha256Hex = (text: string) => string | Promise<string>;

/** The commitment of a seed, with WebCrypto by default (the server passes node:crypto's). */
export const elottCommitment = async (seed: string, sha256Hex: Sha256Hex = webCryptoSha256Hex): Promise<string> => {
  if (!isElottSeed(seed)) throw new RangeError('a server seed is 64 lower-case hex characters');
  return sha256Hex(seed);
};

export const elottCommitmentSync = (seed: string, sha256Hex: (text: string) => string): string => {
  if (!isElottSeed(seed)) throw new RangeError('a server seed is 64 lower-case hex characters');
  return sha256Hex(seed);
};

export const commitmentMatches = (commitment: string, computed: string): boolean => commitment.toLowerCase() === computed.toLowerCase();
