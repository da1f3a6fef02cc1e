import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../lib/canonical-json';

export type HashedFields = {
  id: string;
  at: string;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  ip: string | null;
};

export const genesisHash = '0'.repeat(64);

/** Each entry's hash covers its content and its predecessor's hash, so any edit breaks the chain after it. */
export const entryHash = (prevHash: string, fields: HashedFields): string =>
  createHash('sha256').update(prevHash).update('\n').update(canonicalJson(fields)).digest('hex');
