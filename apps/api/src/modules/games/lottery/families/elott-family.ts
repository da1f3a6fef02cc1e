import {
  elevenFiveAnyCounts,
  elevenFivePaytableProblems,
  elottBetProblems,
  elottDrawProblems,
  elottGames,
  elottMaxPayout,
  elottOpenDraw,
  elottScheduleProblems,
  k3PaytableProblems,
  k3Sides,
  k3Totals,
  kenoPaytableProblems,
  kenoPickCounts,
  kenoSumSides,
  settleElott,
  type ElottBet,
  type ElottCadence,
  type ElottDraw,
  type ElottGame,
  type ElottPaytables,
  type LotteryProblem,
} from '@gp/contracts';
import { z } from 'zod';
import { fail, type Checked, type LineInput, type LotteryFamilyRules, type ScheduledSlot } from './family';
import { checkWith, errorsOf, zodProblems } from './sea-shared';

/**
 * The fast games drawn by the server (keno, K3, 11x5), one game and cadence per lottery game. A
 * line's type is the bet kind (`pick`, `big`, `sum`, `triple`, `any`, `first` ...) and its numbers
 * the picks (keno and 11x5 balls, the K3 total or face), as decimal strings.
 */
const odds = z.number().int();
const keyed = <K extends string | number>(keys: readonly K[], value: z.ZodType) => z.object(Object.fromEntries(keys.map((k) => [String(k), value])));
const paytableSchemas: Record<ElottGame, z.ZodType<Record<string, unknown>>> = {
  keno: z.object({ pick: keyed(kenoPickCounts, z.array(odds).max(11)), sum: keyed(kenoSumSides, odds) }),
  k3: z.object({ sum: keyed(k3Totals, odds), sides: keyed(k3Sides, odds), triple: odds, anyTriple: odds, pair: odds }),
  '11x5': z.object({ any: keyed(elevenFiveAnyCounts, odds), first: odds }),
};
const paytableProblems: Record<ElottGame, (paytable: never) => LotteryProblem[]> = {
  keno: kenoPaytableProblems,
  k3: k3PaytableProblems,
  '11x5': elevenFivePaytableProblems,
};
const scheduleSchema = z.object({
  game: z.enum(elottGames),
  cadenceMinutes: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  utcOffsetMinutes: z.number().int(),
});
type ElottSchedule = z.infer<typeof scheduleSchema>;

const scheduleOf = (schedule: Record<string, unknown>): ElottSchedule => scheduleSchema.parse(schedule);
const paytableOf = (game: ElottGame, terms: Record<string, unknown>) => (terms as { paytable: ElottPaytables[ElottGame] }).paytable;

/** A line as the contracts' bet of the game, or null when its type is not one of the game's kinds. */
const betOf = (game: ElottGame, line: LineInput): ElottBet | null => {
  const numbers = line.numbers.map((n) => (/^[0-9]{1,2}$/.test(n) ? Number(n) : Number.NaN));
  const stakeMinor = line.stake;
  if (game === 'keno') {
    if (line.type === 'pick') return { game, kind: 'pick', numbers, stakeMinor };
    return (kenoSumSides as readonly string[]).includes(line.type) ? ({ game, kind: line.type, stakeMinor } as ElottBet) : null;
  }
  if (game === 'k3') {
    if (line.type === 'sum') return { game, kind: 'sum', total: numbers[0] ?? Number.NaN, stakeMinor };
    if (line.type === 'triple' || line.type === 'pair') return { game, kind: line.type, face: numbers[0] ?? Number.NaN, stakeMinor };
    if (line.type === 'any-triple') return { game, kind: 'any-triple', stakeMinor };
    return (k3Sides as readonly string[]).includes(line.type) ? ({ game, kind: line.type, stakeMinor } as ElottBet) : null;
  }
  if (line.type === 'any') return { game, kind: 'any', numbers, stakeMinor };
  if (line.type === 'first') return { game, kind: 'first', number: numbers[0] ?? Number.NaN, stakeMinor };
  return null;
};

/** How many numbers each kind takes: the picks of keno and 11x5 `any`, one for a total or face, none for a side. */
const expectedCount = (bet: ElottBet): number | 'picks' => ('numbers' in bet ? 'picks' : 'total' in bet || 'face' in bet || 'number' in bet ? 1 : 0);

/** The keys of the per-number liability: each ball picked, or the kind and its total or face. */
const exposureKeys = (bet: ElottBet): string[] => {
  if ('numbers' in bet) return bet.numbers.map((n) => String(n));
  if ('total' in bet) return [`sum-${bet.total}`];
  if ('face' in bet) return [`${bet.kind}-${bet.face}`];
  if ('number' in bet) return [`first-${bet.number}`];
  return [bet.kind];
};

const checkTerms = (terms: unknown, game: ElottGame): Checked<Record<string, unknown>> => {
  const parsed = z.object({ paytable: paytableSchemas[game] }).safeParse(terms);
  if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error) };
  const problems = errorsOf(paytableProblems[game](parsed.data.paytable as never)).map((p) => ({ ...p, path: `paytable.${p.path}` }));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
};

export const elottFamily: LotteryFamilyRules = {
  checkTerms: (terms, schedule) => checkTerms(terms, scheduleOf(schedule).game),
  checkSchedule: (schedule) =>
    checkWith(scheduleSchema, schedule, (s) =>
      elottScheduleProblems({ cadenceMinutes: s.cadenceMinutes as ElottCadence, closeBeforeSeconds: 0, utcOffsetMinutes: s.utcOffsetMinutes }),
    ),

  price: (line, terms, schedule) => {
    const { game } = scheduleOf(schedule);
    const bet = betOf(game, line);
    if (!bet) return fail('type', 'unknown-type');
    const count = expectedCount(bet);
    if (count !== 'picks' && line.numbers.length !== count) return fail('numbers', 'wrong-count');
    const problems = errorsOf(elottBetProblems(bet)).map((p) => ({
      path: p.path === 'stakeMinor' ? 'stake' : ['total', 'face', 'number'].includes(p.path) ? 'numbers.0' : p.path,
      code: p.code,
    }));
    if (problems.length > 0) return { ok: false, problems };
    const maxPayout = elottMaxPayout(bet, { [game]: paytableOf(game, terms) } as unknown as ElottPaytables);
    return {
      ok: true,
      line: { betType: line.type, selection: { ...bet }, amount: line.stake, maxPayout, exposure: exposureKeys(bet).map((key) => [key, maxPayout] as const) },
    };
  },

  checkResult: (result, schedule) => {
    const { game } = scheduleOf(schedule);
    return checkWith(z.object({ numbers: z.array(z.number().int()).max(20) }), result, (r) => elottDrawProblems({ game, numbers: r.numbers }));
  },

  settle: (_type, selection, result, terms) => {
    const bet = selection as ElottBet;
    const draw: ElottDraw = { game: bet.game, numbers: (result as { numbers: number[] }).numbers };
    return settleElott(bet, draw, { [bet.game]: paytableOf(bet.game, terms) } as unknown as ElottPaytables);
  },

  // The server draws these from the committed seed (elott-draws.ts); a random draw is only a fallback shape.
  simulate: () => {
    throw new Error('e-lottery draws come from their committed seed');
  },

  slots: (fromMs, toMs, schedule, closeBeforeSeconds) => {
    const s = scheduleOf(schedule);
    const full = { cadenceMinutes: s.cadenceMinutes as ElottCadence, closeBeforeSeconds, utcOffsetMinutes: s.utcOffsetMinutes };
    const slots: ScheduledSlot[] = [];
    // The draw open at fromMs - cadence, then each next one, while its draw time is before toMs.
    for (let at = fromMs - s.cadenceMinutes * 60_000; ;) {
      const slot = elottOpenDraw(s.game, at, full);
      if (slot.drawAt >= toMs) break;
      if (slot.drawAt >= fromMs) slots.push({ drawKey: slot.drawId, province: null, opensAt: slot.opensAt, closeAt: slot.closeAt, drawAt: slot.drawAt });
      at = slot.closeAt;
    }
    return slots;
  },
};
