import { describe, expect, it } from 'vitest';
import { searchGames, type SearchableGame } from './search-index';
import { searchTextOf } from './search-text';

const game = (id: number, name: string, gameType: 'RNG' | 'LIVE', vassalage: string, names: Record<string, string> = {}): SearchableGame => ({
  id,
  game_name: name,
  display_names: names,
  game_code: `${vassalage}_${id}`,
  game_type: gameType,
  vassalage,
  icon_url: '',
  is_hot: false,
  is_game: 'GAME',
  maintenance: false,
  sort_order: id,
  search_text: searchTextOf(name, `${vassalage}_${id}`, names),
});

const games = [game(1, 'Dragon Gold', 'RNG', 'SLOT_A', { CN: '金龙' }), game(2, 'Tiger 50%', 'RNG', 'SLOT_B'), game(3, 'Dragon Tiger', 'LIVE', 'LIVE_A')];
const ids = (found: SearchableGame[]) => found.map((g) => g.id);

describe('searchGames', () => {
  it('matches a substring of any name or the code, keeping display order', () => {
    expect(ids(searchGames(games, { keyword: 'dragon' }))).toEqual([1, 3]);
    expect(ids(searchGames(games, { keyword: '金龙' }))).toEqual([1]);
    expect(ids(searchGames(games, { keyword: 'slot_b' }))).toEqual([2]);
  });

  it('takes pattern characters literally and narrows by category and vendor', () => {
    expect(ids(searchGames(games, { keyword: '50%' }))).toEqual([2]);
    expect(ids(searchGames(games, { keyword: '%' }))).toEqual([2]);
    expect(ids(searchGames(games, { keyword: 'd_agon' }))).toEqual([]);
    expect(ids(searchGames(games, { keyword: 'dragon', gameType: 'LIVE' }))).toEqual([3]);
    expect(ids(searchGames(games, { keyword: 'tiger', vassalage: 'SLOT_B' }))).toEqual([2]);
  });
});
