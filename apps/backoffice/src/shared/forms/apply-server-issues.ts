import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiIssue } from '../http/api-error';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every form field name, e.g. mode, message.EN; arrays count as one field (a list control). */
const fieldNames = (values: unknown, prefix = ''): string[] => {
  if (!isPlainObject(values)) return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, child]) => fieldNames(child, prefix ? `${prefix}.${key}` : key));
};

/**
 * Puts the server's validation issues on the matching fields. Paths point into the request body
 * (body.value.message.HI, value.blockedCountries.3); we drop `body.` and `value.` and take the
 * longest prefix that is a field. Returns how many issues found a field.
 */
export const applyServerIssues = <T extends FieldValues>(issues: ApiIssue[], values: T, setError: UseFormSetError<T>): number => {
  const names = new Set(fieldNames(values));
  let placed = 0;
  for (const issue of issues) {
    const segments = issue.path
      .replace(/^(body\.)?(value(\.|$))?/, '')
      .split('.')
      .filter(Boolean);
    for (let n = segments.length; n > 0; n -= 1) {
      const candidate = segments.slice(0, n).join('.');
      if (!names.has(candidate)) continue;
      setError(candidate as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: placed === 0 });
      placed += 1;
      break;
    }
  }
  return placed;
};
