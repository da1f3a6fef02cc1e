import { isElottGame, type ElottGame } from '@gp/contracts';

/** The e-lottery game of a game code (keno-1m -> keno), for the balls and dice of a result. */
export const elottGameOf = (gameCode: string): ElottGame | null => {
  const name = gameCode.replace(/-\d+m$/, '');
  return isElottGame(name) ? name : null;
};
