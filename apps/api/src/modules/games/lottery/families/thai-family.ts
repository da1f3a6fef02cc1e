import {
  settleThai,
  thaiBetKinds,
  thaiBetProblems,
  thaiCalendarProblems,
  thaiDefaultCalendar,
  thaiDrawsBetween,
  thaiMaxPayout,
  thaiOddsProblems,
  thaiResultProblems,
  type ThaiBet,
  type ThaiCalendar,
  type ThaiOdds,
  type ThaiResults,
} from '@gp/contracts';
import { z } from 'zod';
import { fail, randomDigits, type LotteryFamilyRules } from './family';
import { checkWith, errorsOf } from './sea-shared';

/** The Thai-style six digits: a line's type is the bet kind, its one number the digits the kind reads. */
const odds = z.number().int();
const termsSchema = z.object({
  odds: z.object(Object.fromEntries(thaiBetKinds.map((kind) => [kind, odds])) as Record<(typeof thaiBetKinds)[number], typeof odds>),
});
const scheduleSchema = z.object({
  daysOfMonth: z.array(z.number().int().min(1).max(31)).max(31),
  drawTime: z.object({ hour: z.number().int(), minute: z.number().int() }),
  utcOffsetMinutes: z.number().int(),
  moved: z.record(z.string(), z.string()),
  skippedDates: z.array(z.string()).max(100),
});
const list = z.array(z.string()).max(200);
const resultSchema = z.object({
  first: z.string(),
  front3: list,
  last3: list,
  last2: z.string(),
  lower: z.object({ second: list, third: list, fourth: list, fifth: list }).optional(),
});

const isKind = (type: string): type is ThaiBet['kind'] => (thaiBetKinds as readonly string[]).includes(type);
const oddsOf = (terms: Record<string, unknown>): ThaiOdds => termsSchema.parse(terms).odds;
const calendarOf = (schedule: Record<string, unknown>, closeBeforeSeconds: number): ThaiCalendar => ({
  ...thaiDefaultCalendar,
  ...scheduleSchema.parse(schedule),
  closeBeforeSeconds,
});
const openWindowMs = 16 * 86_400_000;

export const thaiFamily: LotteryFamilyRules = {
  checkTerms: (terms) => checkWith(termsSchema, terms, (t) => thaiOddsProblems(t.odds)),
  checkSchedule: (schedule) => checkWith(scheduleSchema, schedule, (s) => thaiCalendarProblems({ ...s, closeBeforeSeconds: 0 })),

  price: (line, terms) => {
    if (!isKind(line.type)) return fail('type', 'unknown-type');
    if (line.numbers.length !== 1) return fail('numbers', 'wrong-count');
    const bet: ThaiBet = { kind: line.type, number: line.numbers[0]!, stakeMinor: line.stake };
    const problems = errorsOf(thaiBetProblems(bet)).map((p) => ({
      path: p.path === 'number' ? 'numbers.0' : p.path === 'stakeMinor' ? 'stake' : p.path,
      code: p.code,
    }));
    if (problems.length > 0) return { ok: false, problems };
    const maxPayout = thaiMaxPayout(bet, oddsOf(terms));
    // Its number in every position it reads: what the line costs the operator if that number comes up.
    return { ok: true, line: { betType: line.type, selection: { ...bet }, amount: bet.stakeMinor, maxPayout, exposure: [[bet.number, maxPayout]] } };
  },

  checkResult: (result) => checkWith(resultSchema, result, (r) => thaiResultProblems(r as ThaiResults)),
  settle: (_type, selection, result, terms) => settleThai(selection as ThaiBet, result as ThaiResults, oddsOf(terms)),

  simulate: (random) => ({
    first: randomDigits(random, 6),
    front3: [randomDigits(random, 3), randomDigits(random, 3)],
    last3: [randomDigits(random, 3), randomDigits(random, 3)],
    last2: randomDigits(random, 2),
  }),

  slots: (fromMs, toMs, schedule, closeBeforeSeconds) =>
    thaiDrawsBetween(fromMs, toMs, calendarOf(schedule, closeBeforeSeconds)).map((draw) => ({
      drawKey: draw.date,
      province: null,
      opensAt: draw.closeAt - openWindowMs,
      closeAt: draw.closeAt,
      drawAt: draw.drawAt,
    })),
};
