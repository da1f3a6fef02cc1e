import { clientErrorCodes, isApiError } from '../../../../api/api-error';

/** The key of one slip: 32 hex digits from the browser's random source (the server takes 8-64 of [A-Za-z0-9_-]). */
export const newClientKey = (): string => crypto.randomUUID().replaceAll('-', '');

export type HeldKey = { fingerprint: string; key: string };

/** What identifies a slip: the same draw and lines send the same fingerprint. */
export const slipFingerprint = (drawId: string, lines: readonly unknown[]): string => JSON.stringify([drawId, lines]);

/**
 * The key to send: the held one when the same slip goes again after a network failure (the server
 * then answers the first attempt, never charging twice), else a fresh one.
 */
export const keyFor = (held: HeldKey | null, fingerprint: string, fresh: () => string = newClientKey): HeldKey =>
  held && held.fingerprint === fingerprint ? held : { fingerprint, key: fresh() };

/** Only a failure that may not have reached the server keeps the key for a retry; any answer ends the slip's key. */
export const keepsKey = (error: unknown): boolean => isApiError(error) && error.code === clientErrorCodes.network;

export type FieldProblem = { line: number | null; field: string; code: string; message?: string };

const problemAt = (path: string, code: string, message?: string): FieldProblem => {
  const match = /^lines\.(\d+)(?:\.(.+))?$/.exec(path);
  const extra = message ? { message } : {};
  return match ? { line: Number(match[1]) + 1, field: (match[2] ?? '').replace(/\.\d+$/, ''), code, ...extra } : { line: null, field: path, code, ...extra };
};

/**
 * A VALIDATION_ERROR's problems as line numbers from 1 and field names: the slip service's
 * `fields` (`lines.<i>.<field>` with a code), or the schema check's `issues` (`body.lines...` with
 * a message already in the player's language).
 */
export const fieldProblems = (error: unknown): FieldProblem[] => {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return [];
  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];
  const fields = list(error.details.fields).flatMap((entry) =>
    typeof entry.path === 'string' ? [problemAt(entry.path, typeof entry.code === 'string' ? entry.code : 'invalid')] : [],
  );
  const issues = list(error.details.issues).flatMap((entry) =>
    typeof entry.path === 'string'
      ? [problemAt(entry.path.replace(/^body\./, ''), 'invalid', typeof entry.message === 'string' ? entry.message : undefined)]
      : [],
  );
  return [...fields, ...issues];
};
