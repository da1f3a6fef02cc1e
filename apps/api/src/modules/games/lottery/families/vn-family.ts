import {
  betCost,
  drawStructures,
  drawsOn,
  exposedNumbers,
  isLotteryBetType,
  liabilityOf,
  lotteryBetTypes,
  lotteryRegions,
  payoutFor,
  resultsReadCount,
  betTypeRules,
  settleBet,
  suggestedOccurrenceCaps,
  validateBet,
  validateDrawResults,
  validateGameConfig,
  type DrawResults,
  type LotteryBet,
  type LotteryBetType,
  type LotteryRegion,
} from '@gp/contracts';
import { z } from 'zod';
import { fail, randomDigits, type Checked, type LineProblem, type LotteryFamilyRules, type ScheduledSlot } from './family';

/** Vietnam: `schedule` names the region; `terms` the odds and point price of each bet type offered. */
const scheduleSchema = z.object({ region: z.enum(lotteryRegions) });
const termsSchema = z.object({
  betTypes: z.partialRecord(z.enum(lotteryBetTypes), z.object({ odds: z.number().int(), pointPrice: z.number().int() })),
});
type VnTerms = z.infer<typeof termsSchema>;

/** Points a line may carry: enough for street-sized bets, far from the safe-integer edge. */
const maxPoints = 100_000;
const dayMs = 86_400_000;

const regionOf = (schedule: Record<string, unknown>): LotteryRegion => scheduleSchema.parse(schedule).region;

const zodProblems = (error: z.ZodError): LineProblem[] => error.issues.map((issue) => ({ path: issue.path.join('.'), code: 'invalid' }));

const checkTerms = (terms: unknown): Checked<Record<string, unknown>> => {
  const parsed = termsSchema.safeParse(terms);
  if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error) };
  const problems: LineProblem[] = validateGameConfig({ region: 'north', betTypes: parsed.data.betTypes }).map((p) =>
    p.code === 'unknown-type' ? { path: `betTypes.${p.type}`, code: p.code } : { path: `betTypes.${p.type}.${p.field}`, code: p.code },
  );
  if (Object.keys(parsed.data.betTypes).length === 0) problems.push({ path: 'betTypes', code: 'empty' });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
};

const checkSchedule = (schedule: unknown): Checked<Record<string, unknown>> => {
  const parsed = scheduleSchema.safeParse(schedule);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: zodProblems(parsed.error) };
};

/** The most a bet can win on one draw: every pick on every result it reads (lô), or once. */
const maxPayoutOf = (bet: LotteryBet, region: LotteryRegion): number =>
  payoutFor(bet, betTypeRules[bet.type].pays === 'all-present' ? 1 : bet.numbers.length * resultsReadCount(bet.type, region));

const betOf = (type: LotteryBetType, selection: Record<string, unknown>, terms: VnTerms): LotteryBet => {
  const odds = terms.betTypes[type]?.odds;
  if (odds === undefined) throw new RangeError(`no odds for ${type}`);
  return { type, numbers: selection.numbers as string[], stakePerPoint: Number(selection.stakePerPoint), points: Number(selection.points), odds };
};

export const vnFamily: LotteryFamilyRules = {
  checkTerms,
  checkSchedule,

  price: (line, rawTerms, schedule) => {
    if (!isLotteryBetType(line.type)) return fail('type', 'unknown-type');
    const terms = termsSchema.parse(rawTerms);
    const typeTerms = terms.betTypes[line.type];
    if (!typeTerms) return fail('type', 'not-offered');
    const points = line.points ?? 1;
    if (!Number.isSafeInteger(points) || points < 1 || points > maxPoints) return fail('points', 'out-of-range');
    const region = regionOf(schedule);
    const bet: LotteryBet = { type: line.type, numbers: [...line.numbers], stakePerPoint: line.stake, points, odds: typeTerms.odds };
    const problems = validateBet(bet).map((p): LineProblem => {
      if (p.code === 'wrong-digits' || p.code === 'duplicate') return { path: `numbers.${p.index}`, code: p.code };
      if (p.code === 'not-positive-integer') return { path: p.field === 'stakePerPoint' ? 'stake' : p.field, code: p.code };
      return { path: 'numbers', code: p.code };
    });
    if (problems.length > 0) return { ok: false, problems };
    const cap = { occurrenceCap: suggestedOccurrenceCaps[region] };
    return {
      ok: true,
      line: {
        betType: line.type,
        selection: { numbers: bet.numbers, stakePerPoint: bet.stakePerPoint, points },
        amount: betCost(bet, typeTerms),
        maxPayout: maxPayoutOf(bet, region),
        exposure: exposedNumbers(bet).map((number) => [number, liabilityOf(bet, number, region, cap)] as const),
      },
    };
  },

  checkResult: (result, schedule) => {
    const region = regionOf(schedule);
    const parsed = z.object({ prizes: z.record(z.string(), z.array(z.string())) }).safeParse(result);
    if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error) };
    const results: DrawResults = { region, prizes: parsed.data.prizes };
    const problems = validateDrawResults(results).map((p): LineProblem => {
      if (p.code === 'wrong-digits') return { path: `prizes.${p.tier}.${p.index}`, code: p.code };
      if (p.code === 'unknown-region') return { path: 'region', code: p.code };
      return { path: `prizes.${p.tier}`, code: p.code };
    });
    return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { region, prizes: parsed.data.prizes } };
  },

  settle: (betType, selection, result, rawTerms) => {
    if (!isLotteryBetType(betType)) throw new RangeError(`unknown bet type ${betType}`);
    return settleBet(betOf(betType, selection, termsSchema.parse(rawTerms)), result as DrawResults);
  },

  simulate: (random, schedule) => {
    const region = regionOf(schedule);
    const prizes = Object.fromEntries(
      drawStructures[region].map((shape) => [shape.tier, Array.from({ length: shape.count }, () => randomDigits(random, shape.digits))]),
    );
    return { region, prizes };
  },

  /** One draw per province and day: the north's one, the centre's and south's two to four. */
  slots: (fromMs, toMs, schedule, closeBeforeSeconds) => {
    const region = regionOf(schedule);
    const slots: ScheduledSlot[] = [];
    for (let day = fromMs - dayMs; day < toMs + dayMs; day += dayMs) {
      const date = new Date(day + 7 * 3_600_000).toISOString().slice(0, 10);
      for (const draw of drawsOn(date).filter((d) => d.region === region)) {
        const drawAt = Date.parse(draw.drawsAt);
        if (drawAt < fromMs || drawAt >= toMs) continue;
        const closeAt = drawAt - closeBeforeSeconds * 1000;
        slots.push({ drawKey: `${draw.province.code}-${date}`, province: draw.province.code, opensAt: closeAt - dayMs, closeAt, drawAt });
      }
    }
    return slots;
  },
};
