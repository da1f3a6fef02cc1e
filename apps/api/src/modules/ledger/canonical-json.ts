import { AppError } from '../../lib/app-error';

const isPlainObject = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const refuse = (reason: string): never => {
  throw new AppError('VALIDATION_ERROR', { details: { reason } });
};

/**
 * JSON with object keys sorted, so equal content always gives equal text (and equal hashes).
 * Refuses what JSON cannot carry faithfully instead of silently dropping or rewriting it.
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : refuse('METADATA_NOT_JSON');
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value !== 'object' || !isPlainObject(value)) return refuse('METADATA_NOT_JSON');
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
};
