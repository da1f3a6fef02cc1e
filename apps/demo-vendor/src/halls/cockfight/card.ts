import { outcomeWeights, type OutcomeWeights } from './outcome';
import { cockfightSchedule, fightNumberAt, fightTimes, phaseOf, type CockfightPhase, type CockfightSchedule, type FightTimes } from './schedule';
import { seededRandom } from './seeded-random';

/**
 * A fight's card: the two roosters, their ratings and how long the fight lasts, all drawn from a
 * seed and the fight number, so every process holding the seed shows the same card without
 * talking to the others. The seed may be public; the result is drawn elsewhere (`drawOutcome`).
 */

export type Rooster = { name: string; rating: number };

export type FightCard = {
  fightNumber: number;
  /** The favourite's corner: the higher rating (the first drawn when equal). */
  meron: Rooster;
  wala: Rooster;
  fightMs: number;
  weights: OutcomeWeights;
};

/** Entry names, proper names that are shown as they are in every language. */
export const roosterNames = [
  'Agila',
  'Alab',
  'Amihan',
  'Apoy',
  'Bagwis',
  'Bagyo',
  'Bakunawa',
  'Bangis',
  'Banoy',
  'Bituin',
  'Dagitab',
  'Datu',
  'Giting',
  'Habagat',
  'Kalasag',
  'Kampilan',
  'Kidlat',
  'Kulog',
  'Lakan',
  'Lawin',
  'Liyab',
  'Maharlika',
  'Sarimanok',
  'Sigwa',
  'Silab',
  'Sinag',
  'Tala',
  'Tapang',
  'Tikbalang',
  'Unos',
] as const;

export const minRating = 1450;
export const maxRating = 1750;

export const fightCard = (seed: string, fightNumber: number, schedule: CockfightSchedule = cockfightSchedule): FightCard => {
  const random = seededRandom(`${seed}:fight:${fightNumber}`);
  const first = random.int(roosterNames.length);
  // The second name is drawn from the others, so the two corners never share a name.
  const second = (first + 1 + random.int(roosterNames.length - 1)) % roosterNames.length;
  const a: Rooster = { name: roosterNames[first]!, rating: minRating + random.int(maxRating - minRating + 1) };
  const b: Rooster = { name: roosterNames[second]!, rating: minRating + random.int(maxRating - minRating + 1) };
  const fightMs = schedule.minFightMs + random.int(schedule.maxFightMs - schedule.minFightMs + 1);
  const [meron, wala] = b.rating > a.rating ? [b, a] : [a, b];
  return { fightNumber, meron, wala, fightMs, weights: outcomeWeights(meron.rating, wala.rating) };
};

export type FightNow = { card: FightCard; times: FightTimes; phase: CockfightPhase; phaseEndsAt: number };

/** The fight on at `timeMs`, its card, its phase and when that phase ends: what a cockpit shows. */
export const fightAt = (timeMs: number, seed: string, schedule: CockfightSchedule = cockfightSchedule): FightNow => {
  const card = fightCard(seed, fightNumberAt(timeMs, schedule), schedule);
  const times = fightTimes(card.fightNumber, card.fightMs, schedule);
  const { phase, endsAt } = phaseOf(times, timeMs);
  return { card, times, phase, phaseEndsAt: endsAt };
};
