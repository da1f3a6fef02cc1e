import {
  elevenFiveDefaultPaytable,
  elottDefaultSchedules,
  fourDDefaultCalendar,
  fourDMalaysiaTable,
  k3DefaultPaytable,
  kenoDefaultPaytable,
  thaiDefaultCalendar,
  thaiDefaultOdds,
  type ElottCadence,
  type ElottGame,
  type LotteryBetType,
  type LotteryRegion,
} from '@gp/contracts';
import type { NewGame } from './lottery.repository';

/**
 * The catalog vendors the lottery books its bets under (category LOTT and ELOTT). Each game's
 * catalog code is its lottery code in capitals (`vn-north` is `VN-NORTH`), so a catalog launch finds
 * its lottery page.
 */
export const lotteryVendorCodes = { draws: 'HOUSE_LOTTERY', fast: 'HOUSE_ELOTT' } as const;

type Terms = { odds: number; pointPrice: number };

/**
 * Vietnam terms that return about 95 % (lô 94-96 %): odds and point prices in thousandths of the
 * stake per point. Lô reads every result (27 in the north, 18 elsewhere), so a point costs about
 * that many units; a xiên's odds follow from the chance that each of its numbers is among the
 * results (1 - 0.99^27 = 23.8 % in the north, 1 - 0.99^18 = 16.5 % elsewhere).
 */
const vnTerms = (region: LotteryRegion): Record<LotteryBetType, Terms> => {
  const north = region === 'north';
  return {
    lo: { odds: 80_000, pointPrice: north ? 23_000 : 15_000 },
    'lo-head': { odds: 95_000, pointPrice: north ? 4_000 : 1_000 },
    'lo-head-tail': { odds: 95_000, pointPrice: north ? 5_000 : 2_000 },
    de: { odds: 95_000, pointPrice: 1_000 },
    'de-first': { odds: 95_000, pointPrice: 1_000 },
    'de-head': { odds: 9_500, pointPrice: 1_000 },
    'de-tail': { odds: 9_500, pointPrice: 1_000 },
    'three-cang': { odds: 950_000, pointPrice: 1_000 },
    'xien-2': { odds: north ? 16_800 : 34_700, pointPrice: 1_000 },
    'xien-3': { odds: north ? 70_700 : 209_500, pointPrice: 1_000 },
    'xien-4': { odds: north ? 297_500 : 1_266_000, pointPrice: 1_000 },
  };
};

export type DefaultLotteryGame = { game: NewGame; terms: Record<string, unknown>; name: string };

const base = { payout_delay_seconds: 0, enabled: true, min_stake: 100n } as const;

const vnGame = (region: LotteryRegion, sort: number): DefaultLotteryGame => ({
  name: `Vietnam ${region === 'north' ? 'North' : region === 'centre' ? 'Central' : 'South'}`,
  game: {
    ...base,
    code: `vn-${region}`,
    family: 'vn',
    prize_mode: 'lott',
    menu_group: 'vietnam',
    vendor_code: lotteryVendorCodes.draws,
    game_code: `VN-${region.toUpperCase()}`,
    schedule: { region },
    close_before_seconds: 15 * 60,
    // Staff may correct a result within the first ten minutes after it is published.
    payout_delay_seconds: 600,
    number_limit: 2_000_000_000n,
    max_stake: 100_000_000n,
    member_draw_limit: 500_000_000n,
    sort,
  },
  terms: { betTypes: vnTerms(region) },
});

const { closeBeforeSeconds: fourDClose, ...fourDSchedule } = fourDDefaultCalendar;
const { closeBeforeSeconds: thaiClose, ...thaiSchedule } = thaiDefaultCalendar;

const seaGames: DefaultLotteryGame[] = [
  {
    name: '4D',
    game: {
      ...base,
      code: '4d',
      family: '4d',
      prize_mode: 'sea',
      menu_group: 'sea',
      vendor_code: lotteryVendorCodes.draws,
      game_code: '4D',
      schedule: { ...fourDSchedule },
      close_before_seconds: fourDClose,
      payout_delay_seconds: 600,
      number_limit: 1_000_000_000n,
      max_stake: 10_000_000n,
      member_draw_limit: 200_000_000n,
      sort: 40,
    },
    terms: { table: fourDMalaysiaTable },
  },
  {
    name: 'Thai 6D',
    game: {
      ...base,
      code: 'thai-6d',
      family: 'thai',
      prize_mode: 'sea',
      menu_group: 'sea',
      vendor_code: lotteryVendorCodes.draws,
      game_code: 'THAI-6D',
      schedule: { ...thaiSchedule, moved: {}, skippedDates: [] },
      close_before_seconds: thaiClose,
      payout_delay_seconds: 600,
      number_limit: 1_000_000_000n,
      max_stake: 10_000_000n,
      member_draw_limit: 200_000_000n,
      sort: 50,
    },
    terms: { odds: thaiDefaultOdds },
  },
];

const paytables: Record<ElottGame, Record<string, unknown>> = { keno: kenoDefaultPaytable, k3: k3DefaultPaytable, '11x5': elevenFiveDefaultPaytable };
const elottNames: Record<ElottGame, string> = { keno: 'Keno', k3: 'K3 Dice', '11x5': '11x5' };

const elottGame = (game: ElottGame, cadence: ElottCadence, sort: number): DefaultLotteryGame => ({
  name: `${elottNames[game]} ${cadence} min`,
  game: {
    ...base,
    code: `${game}-${cadence}m`,
    family: 'elott',
    prize_mode: 'elott',
    menu_group: game,
    vendor_code: lotteryVendorCodes.fast,
    game_code: `${game.toUpperCase()}-${cadence}M`,
    schedule: { game, cadenceMinutes: cadence, utcOffsetMinutes: elottDefaultSchedules[cadence].utcOffsetMinutes },
    close_before_seconds: elottDefaultSchedules[cadence].closeBeforeSeconds,
    number_limit: 500_000_000n,
    max_stake: 5_000_000n,
    member_draw_limit: 50_000_000n,
    sort,
  },
  terms: { paytable: paytables[game] },
});

/** The games a fresh platform runs: three Vietnam regions, 4D, the six digits and six fast games. */
export const defaultLotteryGames: readonly DefaultLotteryGame[] = [
  vnGame('north', 10),
  vnGame('centre', 20),
  vnGame('south', 30),
  ...seaGames,
  elottGame('keno', 1, 60),
  elottGame('k3', 1, 70),
  elottGame('11x5', 1, 80),
  elottGame('keno', 5, 90),
  elottGame('k3', 3, 100),
  elottGame('11x5', 5, 110),
];
