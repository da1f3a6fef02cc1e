import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { fieldProblems, keepsKey, keyFor, newClientKey, slipFingerprint } from './client-key';

describe('the slip key', () => {
  it('is fresh for a new slip and the same for a retry of the same slip', () => {
    let n = 0;
    const fresh = () => `key-000${(n += 1)}`;
    const slip = slipFingerprint('12', [{ type: 'lo', numbers: ['45'], stake: 100 }]);
    const first = keyFor(null, slip, fresh);
    expect(first.key).toBe('key-0001');
    expect(keyFor(first, slip, fresh).key).toBe('key-0001');
    const other = slipFingerprint('12', [{ type: 'lo', numbers: ['46'], stake: 100 }]);
    expect(keyFor(first, other, fresh).key).toBe('key-0002');
  });

  it('matches the server pattern', () => {
    expect(newClientKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('is kept only after a network failure', () => {
    expect(keepsKey(new ApiError('NETWORK_ERROR', 'offline', 0))).toBe(true);
    expect(keepsKey(new ApiError('LOTTERY_BETTING_CLOSED', 'closed', 409))).toBe(false);
    expect(keepsKey(new Error('x'))).toBe(false);
  });
});

describe('fieldProblems', () => {
  it('reads line numbers from 1 and the field of each problem', () => {
    const error = new ApiError('VALIDATION_ERROR', 'bad', 400, {
      fields: [
        { path: 'lines.0.stake', code: 'below-minimum' },
        { path: 'lines.2.numbers.1', code: 'duplicate' },
        { path: 'drawId', code: 'invalid' },
      ],
    });
    expect(fieldProblems(error)).toEqual([
      { line: 1, field: 'stake', code: 'below-minimum' },
      { line: 3, field: 'numbers', code: 'duplicate' },
      { line: null, field: 'drawId', code: 'invalid' },
    ]);
  });
  it('is empty for other errors', () => {
    expect(fieldProblems(new ApiError('INSUFFICIENT_FUNDS', 'low', 409))).toEqual([]);
  });
});

describe('fieldProblems of the schema check', () => {
  it('reads body paths and keeps the translated message', () => {
    const error = new ApiError('VALIDATION_ERROR', 'bad', 400, { issues: [{ path: 'body.lines.1.numbers.0', message: 'Zahl ungültig' }] });
    expect(fieldProblems(error)).toEqual([{ line: 2, field: 'numbers', code: 'invalid', message: 'Zahl ungültig' }]);
  });
});
