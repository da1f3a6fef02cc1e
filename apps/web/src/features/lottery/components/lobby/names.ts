import type { TFunction } from 'i18next';
import { isLotteryProvinceCode, lotteryProvinces, type LotteryDrawSummary } from '@gp/contracts';

/** A seeded game's translated name; a game staff added later shows its code. */
export const gameName = (t: TFunction, gameCode: string): string => t(`lottery:game.${gameCode}`, { defaultValue: gameCode });

export const groupName = (t: TFunction, group: string): string => t(`lottery:group.${group}`, { defaultValue: group });

/** A province's name as the tickets print it (proper names, not translated). */
export const provinceName = (code: string | null): string | null => (code && isLotteryProvinceCode(code) ? lotteryProvinces[code].name : code);

/** A draw's time in the page's language and the player's time zone. */
export const formatDrawTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** How a draw is named on screen: the province for Vietnam centre and south, else its key (date or e-lottery number). */
export const drawName = (draw: Pick<LotteryDrawSummary, 'province' | 'drawKey'>): string => provinceName(draw.province) ?? draw.drawKey;
