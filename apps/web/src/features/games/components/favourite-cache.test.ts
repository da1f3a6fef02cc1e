import type { FavouritePage, GameEntry } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { favouriteIds, withFavourite, withoutFavourite } from './favourite-cache';

const game = (nodeId: number): GameEntry => ({
  nodeId,
  gameName: `Game ${nodeId}`,
  displayName: `Game ${nodeId}`,
  gameCode: `G${nodeId}`,
  gameType: 'RNG',
  vassalage: 'LUMA',
  iconUrl: '',
  isHot: 0,
  isGame: 'GAME',
  maintenance: false,
  sortOrder: nodeId,
});
const page = (...ids: number[]): FavouritePage => ({
  content: ids.map(game),
  pageNum: 1,
  pageSize: 999,
  totalPages: ids.length > 0 ? 1 : 0,
  total: ids.length,
});

describe('optimistic favourite list', () => {
  it('adds a game at the top at once, once', () => {
    const added = withFavourite(page(1, 2), game(3));
    expect(added?.content.map((g) => g.nodeId)).toEqual([3, 1, 2]);
    expect(added?.total).toBe(3);
    expect(withFavourite(added, game(3))).toBe(added);
    expect(withFavourite(page(), game(5))).toMatchObject({ total: 1, totalPages: 1 });
  });

  it('drops a removed game, and leaves a list without it as it was', () => {
    const start = page(1, 2, 3);
    const removed = withoutFavourite(start, 2);
    expect(removed?.content.map((g) => g.nodeId)).toEqual([1, 3]);
    expect(removed?.total).toBe(2);
    expect(withoutFavourite(removed, 2)).toBe(removed);
    expect(withoutFavourite(page(4), 4)).toMatchObject({ content: [], total: 0, totalPages: 0 });
  });

  it('shows an added game even before the list has loaded, and reads the id set', () => {
    expect(withFavourite(undefined, game(1))).toMatchObject({ content: [game(1)], total: 1, totalPages: 1 });
    expect(withoutFavourite(undefined, 1)).toBeUndefined();
    expect([...favouriteIds(page(7, 8))]).toEqual([7, 8]);
    expect(favouriteIds(undefined).size).toBe(0);
  });
});
