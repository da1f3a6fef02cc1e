import type { LanguageCode } from '@gp/contracts';
import { gameMenusQuery, hotGamesQuery, rankListQuery } from '../../games/queries/catalog-queries';
import { promotionsQuery } from '../../content/queries/content-queries';

/**
 * What the part of the home page under the banner shows within a phone's first screen. It is
 * fetched as soon as the home page mounts, in parallel with the code that renders it, and that part
 * appears only once all of it is here, in one piece, so nothing on screen is pushed down later.
 * The game menus decide which category rows there are; on a phone nothing else asks for them early
 * (the top navigation and the side menu load from the lg breakpoint only).
 */
export const firstScreenQueries = (code: LanguageCode) =>
  [promotionsQuery(code), hotGamesQuery(code), rankListQuery(code, 'JACKPOT'), rankListQuery(code, 'BIGWIN'), gameMenusQuery(code)] as const;
