import type { LeaderboardSummary } from '@gp/contracts';

/** The periods the boards cover, in the order day, week, month. */
export const periodsOf = (boards: readonly LeaderboardSummary[]): LeaderboardSummary['period'][] =>
  (['daily', 'weekly', 'monthly'] as const).filter((p) => boards.some((b) => b.period === p));

/** The boards of a period, optionally of one category ('all' for the every-category boards). */
export const boardsOf = (boards: readonly LeaderboardSummary[], period: string, category: string | null): LeaderboardSummary[] =>
  boards.filter((b) => b.period === period && (category === null || (b.category ?? 'all') === category));

/** The categories the boards of a period cover ('all' for an every-category board). */
export const categoriesOf = (boards: readonly LeaderboardSummary[], period: string): string[] => [
  ...new Set(boards.filter((b) => b.period === period).map((b) => b.category ?? 'all')),
];
