import { useQuery } from '@tanstack/react-query';
import { fetchLotteryGames } from '../api/lottery-api';
import { lotteryKeys } from './keys';

/** Every lottery game (the games screen, and the game filters of draws and the report). */
export const useLotteryGames = (enabled: boolean) =>
  useQuery({ queryKey: lotteryKeys.games, queryFn: ({ signal }) => fetchLotteryGames(signal), enabled, select: (v) => v.games });
