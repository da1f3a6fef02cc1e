import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../api/api-error';
import { isBettingClosed, shouldPlaceQueued, submitAction } from './next-round-bet';

describe('betting on the next crash round', () => {
  it('places a bet while betting is open and keeps it for the next round otherwise', () => {
    expect(submitAction('betting')).toBe('place');
    expect(submitAction('running')).toBe('queue');
    expect(submitAction('crashed')).toBe('queue');
    expect(submitAction(undefined)).toBe('queue');
  });

  it('places a queued bet only when a later round takes bets', () => {
    expect(shouldPlaceQueued({ roundId: '7' }, 'running', '7')).toBe(false);
    expect(shouldPlaceQueued({ roundId: '7' }, 'betting', '7')).toBe(false);
    expect(shouldPlaceQueued({ roundId: '7' }, 'betting', '8')).toBe(true);
    expect(shouldPlaceQueued({ roundId: null }, 'betting', '8')).toBe(true);
    expect(shouldPlaceQueued(null, 'betting', '8')).toBe(false);
  });

  it('recognises the server saying betting has closed', () => {
    expect(isBettingClosed(new ApiError('CRASH_BETTING_CLOSED', 'closed', 409))).toBe(true);
    expect(isBettingClosed(new ApiError('INSUFFICIENT_FUNDS', 'short', 409))).toBe(false);
    expect(isBettingClosed(new Error('x'))).toBe(false);
  });
});
