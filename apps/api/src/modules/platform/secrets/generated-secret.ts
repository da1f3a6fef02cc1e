import { randomBytes } from 'node:crypto';
import type { Executor } from '@gp/db';
import { findServerSecret, insertServerSecretIfAbsent } from './server-secrets.repository';

/**
 * A secret the operator did not configure: the first instance to ask generates 32 random bytes
 * and stores them; every later start and every other instance reads the same value.
 */
export const generatedSecret = async (db: Executor, name: string): Promise<string> => {
  const existing = await findServerSecret(db, name);
  if (existing) return existing;
  await insertServerSecretIfAbsent(db, name, randomBytes(32).toString('hex'));
  const stored = await findServerSecret(db, name);
  if (!stored) throw new Error(`the secret ${name} could not be stored`);
  return stored;
};
