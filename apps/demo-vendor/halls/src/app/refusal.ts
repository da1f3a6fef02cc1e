import type { Params } from '../i18n/text';

/** Answers of the platform's wallet every game may meet (`hall.refused.*`). */
export const walletRefusals = [
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'PLAYER_BLOCKED',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'GAME_NOT_FOUND',
  'NETWORK',
  'VALIDATION_ERROR',
] as const;

/**
 * The text of a refusal: the game's own codes under its prefix (`live.refused.BETTING_CLOSED`), the
 * wallet's under the shell's, anything else as a general error, never a bare code.
 */
export const refusalText = (t: (key: string, params?: Params) => string, code: string, gamePrefix: string, gameCodes: readonly string[]): string => {
  if (gameCodes.includes(code)) return t(`${gamePrefix}.refused.${code}`);
  if ((walletRefusals as readonly string[]).includes(code)) return t(`hall.refused.${code}`);
  return t('hall.refused.ERROR');
};
