import {
  fourDBetCost,
  fourDBetProblems,
  fourDCalendarProblems,
  fourDCoveredNumbers,
  fourDDefaultCalendar,
  fourDDrawsBetween,
  fourDLiabilityIfDrawn,
  fourDMaxPayout,
  fourDModes,
  fourDResultProblems,
  fourDTableProblems,
  settleFourD,
  type FourDBet,
  type FourDCalendar,
  type FourDResults,
  type FourDTable,
} from '@gp/contracts';
import { z } from 'zod';
import { fail, type LotteryFamilyRules } from './family';
import { checkWith, distinctDigits, errorsOf } from './sea-shared';

/**
 * 4D: a line's type is the size, with the mode after it for a box: `big`, `small`, `big-box`,
 * `small-ibox` ...; its one number is four digits.
 */
const odds = z.number().int();
const tableSchema = z.object({
  big: z.object({ first: odds, second: odds, third: odds, starter: odds, consolation: odds }),
  small: z.object({ first: odds, second: odds, third: odds }),
});
const termsSchema = z.object({ table: tableSchema });
const localTime = z.object({ hour: z.number().int(), minute: z.number().int() });
const scheduleSchema = z.object({
  weekdays: z.array(z.number().int()).max(7),
  drawTime: localTime,
  utcOffsetMinutes: z.number().int(),
  extraDates: z.array(z.string()).max(100),
  skippedDates: z.array(z.string()).max(100),
});
const resultSchema = z.object({
  first: z.string(),
  second: z.string(),
  third: z.string(),
  starter: z.array(z.string()).max(50),
  consolation: z.array(z.string()).max(50),
});

const lineTypes = new Map<string, Pick<FourDBet, 'size' | 'mode'>>(
  (['big', 'small'] as const).flatMap((size) => fourDModes.map((mode) => [mode === 'straight' ? size : `${size}-${mode}`, { size, mode }] as const)),
);

const calendarOf = (schedule: Record<string, unknown>, closeBeforeSeconds: number): FourDCalendar => ({
  ...fourDDefaultCalendar,
  ...scheduleSchema.parse(schedule),
  closeBeforeSeconds,
});
const tableOf = (terms: Record<string, unknown>): FourDTable => termsSchema.parse(terms).table;
const openWindowMs = 7 * 86_400_000;

export const fourDFamily: LotteryFamilyRules = {
  checkTerms: (terms) => checkWith(termsSchema, terms, (t) => fourDTableProblems(t.table)),
  checkSchedule: (schedule) => checkWith(scheduleSchema, schedule, (s) => fourDCalendarProblems({ ...s, closeBeforeSeconds: 0 })),

  price: (line, terms) => {
    const kind = lineTypes.get(line.type);
    if (!kind) return fail('type', 'unknown-type');
    if (line.numbers.length !== 1) return fail('numbers', 'wrong-count');
    const bet: FourDBet = { ...kind, number: line.numbers[0]!, stakeMinor: line.stake };
    const problems = errorsOf(fourDBetProblems(bet)).map((p) => ({
      path: p.path === 'number' ? 'numbers.0' : p.path === 'stakeMinor' ? 'stake' : p.path,
      code: p.code,
    }));
    if (problems.length > 0) return { ok: false, problems };
    const table = tableOf(terms);
    return {
      ok: true,
      line: {
        betType: line.type,
        selection: { ...bet },
        amount: fourDBetCost(bet),
        maxPayout: fourDMaxPayout(bet, table),
        exposure: fourDCoveredNumbers(bet).map((number) => [number, fourDLiabilityIfDrawn(bet, number, table)] as const),
      },
    };
  },

  checkResult: (result) => checkWith(resultSchema, result, fourDResultProblems),
  settle: (_type, selection, result, terms) => settleFourD(selection as FourDBet, result as FourDResults, tableOf(terms)),

  simulate: (random) => {
    const [first, second, third, ...rest] = distinctDigits(random, 4, 23);
    return { first, second, third, starter: rest.slice(0, 10), consolation: rest.slice(10) };
  },

  slots: (fromMs, toMs, schedule, closeBeforeSeconds) =>
    fourDDrawsBetween(fromMs, toMs, calendarOf(schedule, closeBeforeSeconds)).map((draw) => ({
      drawKey: draw.date,
      province: null,
      opensAt: draw.closeAt - openWindowMs,
      closeAt: draw.closeAt,
      drawAt: draw.drawAt,
    })),
};
