import type { MotifName } from './motifs';
import { hashOf } from './random';

/**
 * Which drawing a game gets, from the words of its (English) name and its category. The words are
 * the ones the demo catalog's names are made of, plus common synonyms so a game added by hand
 * ("Cherry Blast", "Jewel Spin") is drawn sensibly too.
 */

/** Words that say what kind of game opens ("Lucky Roulette", "Crystal Dice"): they win over themes. */
const kindWords: Record<string, MotifName | readonly MotifName[]> = {
  roulette: 'roulette',
  wheel: 'roulette',
  baccarat: ['cards', 'chips'],
  blackjack: 'cards',
  poker: 'cards',
  cards: 'cards',
  card: 'cards',
  patti: 'cards',
  rummy: 'cards',
  dice: 'dice',
  sicbo: 'dice',
  crash: 'rocket',
  limbo: 'chips',
  chips: 'chips',
  chip: 'chips',
  mines: 'gem',
  plinko: 'balls',
  keno: 'balls',
  bingo: 'balls',
  lotto: 'balls',
  lottery: 'balls',
  football: 'football',
  soccer: 'football',
};

/** Theme words, usually the noun of a slot's name ("Golden Dragon Megaways"). */
const themeWords: Record<string, MotifName> = {
  dragon: 'dragon',
  serpent: 'dragon',
  tiger: 'tiger',
  jungle: 'tiger',
  lion: 'tiger',
  wolf: 'wolf',
  howl: 'wolf',
  phoenix: 'bird',
  eagle: 'bird',
  bird: 'bird',
  lotus: 'lotus',
  orchid: 'lotus',
  garden: 'clover',
  flower: 'lotus',
  elephant: 'lotus',
  fruit: 'cherry',
  fruits: 'cherry',
  cherry: 'cherry',
  cherries: 'cherry',
  candy: 'candy',
  sweet: 'candy',
  sweets: 'candy',
  carnival: 'candy',
  gem: 'gem',
  gems: 'gem',
  jewel: 'gem',
  jewels: 'gem',
  diamond: 'gem',
  pearl: 'shell',
  treasure: 'coins',
  pirate: 'coins',
  gold: 'coins',
  coin: 'coins',
  coins: 'coins',
  cash: 'coins',
  star: 'star',
  stars: 'star',
  genie: 'star',
  moon: 'moon',
  night: 'moon',
  castle: 'crown',
  knight: 'crown',
  king: 'crown',
  queen: 'crown',
  crown: 'crown',
  temple: 'pyramid',
  pharaoh: 'pyramid',
  pyramid: 'pyramid',
  volcano: 'fire',
  fire: 'fire',
  samurai: 'fire',
  rocket: 'rocket',
  clover: 'clover',
  ocean: 'fish',
  koi: 'fish',
  shell: 'shell',
  squid: 'octopus',
  fish: 'fish',
  shark: 'shark',
  whale: 'shark',
  octopus: 'octopus',
  turtle: 'fish',
  crab: 'octopus',
  dolphin: 'shark',
  marlin: 'shark',
  lobster: 'octopus',
  mermaid: 'fish',
  seahorse: 'fish',
  rooster: 'rooster',
};

/** Adjectives that suggest a drawing when the noun does not ("Thunder Bison", "Lucky Panda"). */
const moodWords: Record<string, MotifName> = {
  thunder: 'bolt',
  electric: 'bolt',
  stormy: 'bolt',
  lucky: 'clover',
  golden: 'coins',
  royal: 'crown',
  crystal: 'gem',
  emerald: 'gem',
  ruby: 'gem',
  blazing: 'fire',
  midnight: 'moon',
  cosmic: 'star',
  shining: 'star',
  sacred: 'lotus',
};

/** What a whole category is about, when its names say nothing ("Fieldline Slots"). */
const categoryMotifs: Record<string, MotifName> = {
  SPORTS: 'football',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
  FISH: 'fish',
  LOTT: 'balls',
  ELOTT: 'balls',
  LIVE: 'chips',
  PVP: 'cards',
  BGS: 'dice',
};

/** Categories whose drawing is the category itself whatever the name says. */
const categoryFirst = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

/** The drawings a name without any known word falls back to, spread by the game's key. */
const slotFallback: readonly MotifName[] = ['gem', 'coins', 'star', 'cherry', 'crown', 'clover', 'fire', 'bolt'];

const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const firstHit = <T>(words: readonly string[], table: Record<string, T>): T | undefined => {
  for (const w of words) if (Object.hasOwn(table, w)) return table[w];
  return undefined;
};

export const pickMotif = (name: string, category: string, key: string): MotifName => {
  if (categoryFirst.has(category)) return categoryMotifs[category]!;
  const words = wordsOf(name);
  const kind = firstHit(words, kindWords);
  // A hall of one kind of table (twelve baccarat tables in a row) alternates its drawings.
  const spread = (options: MotifName | readonly MotifName[]): MotifName =>
    typeof options === 'string' ? options : options[hashOf(`kind:${key}`) % options.length]!;
  return (
    (kind && spread(kind)) ??
    firstHit(words, themeWords) ??
    firstHit(words, moodWords) ??
    categoryMotifs[category] ??
    slotFallback[hashOf(`motif:${key}`) % slotFallback.length]!
  );
};

/**
 * Colour words in a name: the body's colour (hue, saturation) and the scene's. "Frozen Dragon" is an
 * ice dragon on a cold night, "Golden Tiger" a gold tiger on amber.
 */
export const colourWords: Record<string, { fg: [number, number]; bg: [number, number] }> = {
  golden: { fg: [44, 92], bg: [18, 70] },
  royal: { fg: [272, 65], bg: [262, 55] },
  silver: { fg: [215, 14], bg: [222, 35] },
  crystal: { fg: [188, 80], bg: [205, 60] },
  thunder: { fg: [228, 85], bg: [245, 55] },
  frozen: { fg: [196, 70], bg: [212, 58] },
  blazing: { fg: [16, 95], bg: [6, 72] },
  cosmic: { fg: [290, 75], bg: [258, 62] },
  midnight: { fg: [226, 60], bg: [236, 58] },
  emerald: { fg: [148, 75], bg: [160, 62] },
  ruby: { fg: [350, 82], bg: [342, 66] },
  electric: { fg: [56, 95], bg: [252, 62] },
  stormy: { fg: [208, 40], bg: [218, 42] },
  velvet: { fg: [328, 62], bg: [318, 56] },
  mystic: { fg: [282, 62], bg: [274, 56] },
  sunny: { fg: [46, 95], bg: [198, 72] },
  misty: { fg: [178, 35], bg: [192, 38] },
  sacred: { fg: [40, 82], bg: [30, 58] },
};

export const colourOf = (name: string): { fg: [number, number]; bg: [number, number] } | undefined => firstHit(wordsOf(name), colourWords);
