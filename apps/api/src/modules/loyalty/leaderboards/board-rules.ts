import { gameTypesOfCategory, type LoyaltyGameCategory } from '@gp/contracts';

/**
 * A member's name as other members see it on a board: the first two characters, three stars, the
 * last one (`ab***9`); a name of three characters or fewer keeps only its first (`a***`). Counted in
 * code points, so a name in any script is never cut inside a character.
 */
export const maskName = (account: string): string => {
  const chars = [...account];
  if (chars.length === 0) return '***';
  if (chars.length <= 3) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
};

/** The catalog game types a board counts; null: every type. */
export const gameTypesOf = (category: LoyaltyGameCategory | null): readonly string[] | null => (category === null ? null : gameTypesOfCategory[category]);

/** The prize of a place (1-based), or null past the paid places. */
export const prizeOfRank = (prizes: readonly number[], rank: number): number | null => prizes[rank - 1] ?? null;

/** The bonus period key of a board's prize: one payout per board, period and place. */
export const prizePeriodKey = (boardId: number, periodKey: string, rank: number): string => `board-${boardId}-${periodKey}-${rank}`;
