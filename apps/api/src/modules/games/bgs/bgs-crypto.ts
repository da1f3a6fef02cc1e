import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fairFloatsSync, type FairInput } from '@gp/contracts';

/** The server's side of the provably fair chain: node:crypto for the HMAC the contracts code maps. */

export const nodeHmacSha256 = (key: string, message: string): Uint8Array => createHmac('sha256', key).update(message).digest();

/** hex(SHA-256(UTF-8 of the seed text)): what the player sees before play. */
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

/** 32 bytes from the operating system's CSPRNG, as 64 hex characters. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A default client seed: 16 random hex characters (the player may replace it). */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

export const floatsFor = (input: FairInput, count: number): number[] => fairFloatsSync(nodeHmacSha256, input, count);
