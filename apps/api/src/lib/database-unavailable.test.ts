import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', withCode('57P02')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300')],
    ['connection exception class 08', withCode('08006')],
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['socket ended under a query', new Error('Connection terminated unexpectedly')],
    ['rollback on a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['wrapped by a service', new Error('game wallet bet failed', { cause: new Error('Connection terminated unexpectedly') })],
    ['wrapped in an AppError', new AppError('INTERNAL_ERROR', { cause: withCode('57P01') })],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a deadlock', withCode('40P01')],
    ['a syntax error', withCode('42601')],
    ['a ledger refusal', withCode('GPL01')],
    ['a file not found', withCode('ENOENT')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an outgoing HTTP call refused', new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') })],
    ['an AppError of its own', new AppError('NOT_FOUND')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
