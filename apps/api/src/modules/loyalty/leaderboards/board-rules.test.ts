import { describe, expect, it } from 'vitest';
import { gameTypesOf, maskName, prizeOfRank, prizePeriodKey } from './board-rules';

describe('board names', () => {
  it('masks accounts keeping two leading and one trailing character', () => {
    expect(maskName('abcdef9')).toBe('ab***9');
    expect(maskName('abcd')).toBe('ab***d');
    expect(maskName('abc')).toBe('a***');
    expect(maskName('a')).toBe('a***');
    expect(maskName('')).toBe('***');
  });

  it('never splits a character outside the basic plane', () => {
    expect(maskName('😀😁😂😃')).toBe('😀😁***😃');
    expect(maskName('玩家名字')).toBe('玩家***字');
  });
});

describe('board prizes', () => {
  it('pays the listed places only', () => {
    expect(prizeOfRank([500, 300, 100], 1)).toBe(500);
    expect(prizeOfRank([500, 300, 100], 3)).toBe(100);
    expect(prizeOfRank([500, 300, 100], 4)).toBeNull();
  });

  it('keys a payout by board, period and place within the bonus key alphabet', () => {
    const key = prizePeriodKey(12, '2026-W48', 3);
    expect(key).toBe('board-12-2026-W48-3');
    expect(key).toMatch(/^[A-Za-z0-9:_-]{1,64}$/);
  });

  it('maps categories to catalog game types', () => {
    expect(gameTypesOf(null)).toBeNull();
    expect(gameTypesOf('lottery')).toEqual(['LOTT', 'ELOTT']);
  });
});
