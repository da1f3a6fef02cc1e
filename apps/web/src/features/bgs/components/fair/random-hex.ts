import { bytesToHex } from '@gp/contracts';

/** A random hex string from the browser's CSPRNG (demo server seeds, a fresh client seed). */
export const randomHex = (bytes: number): string => bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
