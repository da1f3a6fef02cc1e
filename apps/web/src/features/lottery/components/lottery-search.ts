/**
 * Query parameters of the lottery routes, read without zod: the router imports this file, and the
 * first route's JavaScript budget has no room for schema code.
 */

export type LotteryLobbySearch = { gameCode?: string };
export type LotteryVerifySearch = { drawId?: string };

const gameCodePattern = /^[a-z0-9][a-z0-9-]{1,31}$/;
const drawIdPattern = /^[1-9][0-9]{0,18}$/;

export const lotteryLobbySearch = (search: Record<string, unknown>): LotteryLobbySearch =>
  typeof search.gameCode === 'string' && gameCodePattern.test(search.gameCode) ? { gameCode: search.gameCode } : {};

export const lotteryVerifySearch = (search: Record<string, unknown>): LotteryVerifySearch => {
  const value = typeof search.drawId === 'number' ? String(search.drawId) : search.drawId;
  return typeof value === 'string' && drawIdPattern.test(value) ? { drawId: value } : {};
};
