import type { MotifSpec } from './motif';
import { bird, dragon, fish, lotus, rooster, tiger, wolf } from './motifs-creatures';
import { bolt, candy, cherry, clover, coins, crown, fire, gem, moon, pyramid, rocket, star } from './motifs-symbols';
import { octopus, shark, shell } from './motifs-sea';
import { balls, cards, chips, dice, football, gamepad, roulette } from './motifs-table';

/** Every drawing a game tile can carry, by name. */
export const motifs = {
  dragon,
  tiger,
  wolf,
  bird,
  fish,
  shark,
  octopus,
  shell,
  lotus,
  rooster,
  gem,
  cherry,
  coins,
  crown,
  star,
  moon,
  fire,
  bolt,
  clover,
  candy,
  pyramid,
  rocket,
  dice,
  cards,
  roulette,
  chips,
  balls,
  football,
  gamepad,
} satisfies Record<string, MotifSpec>;

export type MotifName = keyof typeof motifs;
