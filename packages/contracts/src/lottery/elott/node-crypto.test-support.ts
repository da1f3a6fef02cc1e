import { createHash, createHmac } from 'node:crypto';
import type { ElottCryptoSync } from './verify';

/** The server's side of the crypto, for tests only: this folder itself stays free of node imports. */
export const nodeHmacSha256 = (key: string, message: string): Uint8Array => new Uint8Array(createHmac('sha256', key).update(message).digest());
export const nodeSha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
export const nodeElott: ElottCryptoSync = { hmac: nodeHmacSha256, sha256Hex: nodeSha256Hex };

export const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
