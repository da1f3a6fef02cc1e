import { describe, expect, it } from 'vitest';
import type { LeaderboardSummary } from '@gp/contracts';
import { boardsOf, categoriesOf, periodsOf } from './board-choice';

const board = (
  id: number,
  period: LeaderboardSummary['period'],
  category: LeaderboardSummary['category'],
  metric: LeaderboardSummary['metric'] = 'valid_bets',
): LeaderboardSummary => ({
  id,
  title: `b${id}`,
  metric,
  period,
  category,
});

describe('choosing a board', () => {
  const boards = [board(1, 'weekly', null), board(2, 'daily', null, 'biggest_win'), board(3, 'weekly', 'live'), board(4, 'weekly', null, 'biggest_win')];

  it('lists periods in calendar order and the categories of a period', () => {
    expect(periodsOf(boards)).toEqual(['daily', 'weekly']);
    expect(categoriesOf(boards, 'weekly')).toEqual(['all', 'live']);
  });

  it('filters boards by period and category', () => {
    expect(boardsOf(boards, 'weekly', 'all').map((b) => b.id)).toEqual([1, 4]);
    expect(boardsOf(boards, 'weekly', 'live').map((b) => b.id)).toEqual([3]);
    expect(boardsOf(boards, 'weekly', null).map((b) => b.id)).toEqual([1, 3, 4]);
  });
});
