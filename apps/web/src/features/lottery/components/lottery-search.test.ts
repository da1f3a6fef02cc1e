import { describe, expect, it } from 'vitest';
import { lotteryLobbySearch, lotteryVerifySearch } from './lottery-search';

describe('lottery route search', () => {
  it('keeps a game code of the server pattern only', () => {
    expect(lotteryLobbySearch({ gameCode: 'vn-north' })).toEqual({ gameCode: 'vn-north' });
    expect(lotteryLobbySearch({ gameCode: 'VN1' })).toEqual({});
    expect(lotteryLobbySearch({})).toEqual({});
  });
  it('reads a draw id as text, also when the router parsed it as a number', () => {
    expect(lotteryVerifySearch({ drawId: 42 })).toEqual({ drawId: '42' });
    expect(lotteryVerifySearch({ drawId: '0' })).toEqual({});
  });
});
