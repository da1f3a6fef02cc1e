import { describe, expect, it } from 'vitest';
import { accountKindLabelKey, violationSubject } from './ledger-labels';

describe('ledger labels', () => {
  it('translates known account kinds and keeps unknown ones as their code', () => {
    expect(accountKindLabelKey('house_adjustment')).toBe('accountKind.house_adjustment');
    expect(accountKindLabelKey('future_kind')).toBe('future_kind');
  });
  it('names the rows a violation is about', () => {
    expect(violationSubject({ journalId: null, accountId: 4, legId: 9 })).toBe('account #4 · leg #9');
    expect(violationSubject({ journalId: 2, accountId: null, legId: null })).toBe('journal #2');
  });
});
