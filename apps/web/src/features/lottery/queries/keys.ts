import { accountKeys } from '../../account/queries/keys';
import { cashierKeys } from '../../cashier/queries/keys';

const lottery = ['lottery'] as const;
const recent = [...accountKeys.member, 'lottery', 'recent'] as const;

/**
 * Query keys of the lottery. Menus, games, draws and results are public; the member's recent games
 * sit under the member root (sign-out drops them) and the member's bets under the money records, so
 * the money event after a slip (invalidateMoney) refreshes the list.
 */
export const lotteryKeys = {
  lottery,
  menu: (prizeMode: string | null) => [...lottery, 'menu', prizeMode] as const,
  board: [...lottery, 'board'] as const,
  opened: (gameCode: string, pageNum: number, pageSize: number) => [...lottery, 'opened', gameCode, pageNum, pageSize] as const,
  game: (gameCode: string) => [...lottery, 'game', gameCode] as const,
  draw: (drawId: string) => [...lottery, 'draw', drawId] as const,
  recent,
  recentFor: (token: string | null) => [...recent, token] as const,
  myBets: (token: string | null, gameCode: string | null, pageNum: number) => [...cashierKeys.money.records, 'lottery', token, gameCode, pageNum] as const,
};
