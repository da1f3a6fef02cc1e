import type { Executor } from '@gp/db';
import type { DefaultLotteryGame } from './lottery-defaults';
import { insertGame } from './lottery.repository';

/** Installs games with their first terms; a game already there is left as staff have it. Returns the codes added. */
export const installLotteryGames = async (db: Executor, games: readonly DefaultLotteryGame[]): Promise<string[]> => {
  const added: string[] = [];
  for (const { game, terms } of games) if (await insertGame(db, game, terms)) added.push(game.code);
  return added;
};
