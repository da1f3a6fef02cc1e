import { describe, expect, it } from 'vitest';
import { applyServerIssues } from './apply-server-issues';

const collect = () => {
  const calls: { name: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push({ name, message: error.message, focus: options?.shouldFocus });
  };
  return { calls, setError };
};

const values = { mode: 'on', startAt: '', message: { EN: '', HI: '' }, blockedCountries: '' };

describe('applyServerIssues', () => {
  it('maps body and value prefixes, nested fields and list items onto form fields', () => {
    const { calls, setError } = collect();
    const placed = applyServerIssues(
      [
        { path: 'body.value.message.HI', message: 'too long' },
        { path: 'value.blockedCountries.3', message: 'bad code' },
        { path: 'value.mode', message: 'choose one' },
      ],
      values,
      setError,
    );
    expect(placed).toBe(3);
    expect(calls).toEqual([
      { name: 'message.HI', message: 'too long', focus: true },
      { name: 'blockedCountries', message: 'bad code', focus: false },
      { name: 'mode', message: 'choose one', focus: false },
    ]);
  });

  it('leaves issues that match no field to the screen-level message', () => {
    const { calls, setError } = collect();
    expect(
      applyServerIssues(
        [
          { path: 'body.version', message: 'stale' },
          { path: 'value', message: 'bad' },
        ],
        values,
        setError,
      ),
    ).toBe(0);
    expect(calls).toEqual([]);
  });
});
