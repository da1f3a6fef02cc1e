import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http/api-error';
import { fieldIssuesOf, lotteryErrorOf } from './lottery-errors';

describe('fieldIssuesOf', () => {
  it('turns the lottery’s field problems into issues worded by code', () => {
    const details = {
      fields: [
        { path: 'terms.table.big.first', code: 'bad-odds' },
        { path: 'result.prizes.first.0', code: 'wrong-digits' },
        { path: 7, code: 'ignored' },
        'nonsense',
      ],
    };
    expect(fieldIssuesOf(details, (code) => `<${code}>`)).toEqual([
      { path: 'terms.table.big.first', message: '<bad-odds>' },
      { path: 'result.prizes.first.0', message: '<wrong-digits>' },
    ]);
    expect(fieldIssuesOf({ issues: [] }, String)).toEqual([]);
  });
});

describe('lotteryErrorOf', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      keySeparator: false,
      nsSeparator: false,
      resources: { en: { translation: { 'lottery.problem.bad-odds': 'Bad odds', 'lottery.problem.other': 'Not accepted ({{code}})' } } },
    });
  });

  const failure = (details: Record<string, unknown>) => ({
    kind: 'server' as const,
    method: 'PUT',
    path: '/bo/lottery/games/{code}/terms',
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Some values are not valid',
    details,
    retryAfter: null,
    authenticated: true,
  });

  it('keeps the server’s code and message and adds the field problems as issues', () => {
    const error = lotteryErrorOf(
      failure({
        fields: [
          { path: 'terms.table.big.first', code: 'bad-odds' },
          { path: 'terms.table.small', code: 'strange' },
        ],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Some values are not valid');
    expect(error.issues).toEqual([
      { path: 'terms.table.big.first', message: 'Bad odds' },
      { path: 'terms.table.small', message: 'Not accepted (strange)' },
    ]);
  });

  it('leaves other failures as the back office makes them', () => {
    const error = lotteryErrorOf({ ...failure({}), code: 'SECOND_APPROVER_REQUIRED', status: 403, message: 'Another staff member must approve' });
    expect(error.code).toBe('SECOND_APPROVER_REQUIRED');
    expect(error.issues).toEqual([]);
  });
});
