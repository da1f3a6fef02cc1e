/** Slice rules of the home carousels. */

const maxPromotions = 6;
const hotGamesPerSlide = 3;
export const hotGamesAutoplayMs = 1200;
export const bannerAutoplayMs = 5000;
export const rowMaxGames = 12;
const rowGamesPerSlide = 2;
const biggestWinsShown = 9;
export const winnerBoardLimit = 20;

/** Splits a list into consecutive groups of `size` (the last may be shorter). */
export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  if (size < 1) throw new RangeError('size must be at least 1');
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
};

/** Banners turn by themselves only when there is somewhere to turn to. */
export const bannerAutoplays = (count: number): boolean => count > 1;

export const promotionSlides = <T>(promotions: readonly T[]): T[] => promotions.slice(0, maxPromotions);

export const hotGameSlides = <T>(games: readonly T[]): T[][] => chunk(games, hotGamesPerSlide);

/** A home category row: at most 12 games, 2 per slide; arrows only when there were more than 12. */
export const categoryRow = <T>(games: readonly T[]): { slides: T[][]; arrows: boolean } => ({
  slides: chunk(games.slice(0, rowMaxGames), rowGamesPerSlide),
  arrows: games.length > rowMaxGames,
});

export const biggestWins = <T>(entries: readonly T[]): T[] => entries.slice(0, biggestWinsShown);
