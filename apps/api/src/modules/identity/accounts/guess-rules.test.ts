import { describe, expect, it } from 'vitest';
import { lockedUntil } from './guess-rules';

describe('guess rules', () => {
  it('locks after five wrong guesses within 15 minutes, for 15 minutes from the last', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    expect(lockedUntil([at(1), at(2), at(3), at(4)], now)).toBeNull();
    expect(lockedUntil([at(1), at(2), at(3), at(4), at(5)], now)).toEqual(new Date(at(1).getTime() + 15 * 60_000));
    expect(lockedUntil([at(1), at(2), at(3), at(4), at(16)], now)).toBeNull();
  });
});
