import type { BoPromotionCostQuery, BoPromotionCostReport } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { toMinorTotal } from '../../../lib/minor-total';
import { promotionCostByDay } from './cost-report.repository';

const dayMs = 86_400_000;
const defaultSpanDays = 7;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const todayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Both ends as given; one end, a week from or up to it; none, the last week up to today. */
const periodOf = (query: BoPromotionCostQuery, timeZone: string, now: Date) => {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  if (query.from !== undefined) return { from: query.from, to: shift(query.from, defaultSpanDays - 1) };
  const to = query.to ?? todayIn(timeZone, now);
  return { from: shift(to, -(defaultSpanDays - 1)), to };
};

/**
 * What promotions cost per business day: bonus paid, the turnover their receivers played after the
 * bonus, and the house's net gaming revenue from it after the bonus. One query; totals summed here.
 */
export const createPromotionCostReportService = (db: Kysely<DB>, options: { timeZone: string }) => {
  const report = async (query: BoPromotionCostQuery, now: Date = new Date()): Promise<BoPromotionCostReport> => {
    const { from, to } = periodOf(query, options.timeZone, now);
    const rows = await promotionCostByDay(db, { from, to, timeZone: options.timeZone, promotionId: query.promotionId });
    const totals = new Map<string, { bonus: bigint; turnover: bigint; profit: bigint }>();
    for (const r of rows) {
      const t = totals.get(r.currency) ?? { bonus: 0n, turnover: 0n, profit: 0n };
      totals.set(r.currency, { bonus: t.bonus + r.bonus_paid, turnover: t.turnover + r.turnover, profit: t.profit + r.house_profit });
    }
    return {
      from,
      to,
      timeZone: options.timeZone,
      rows: rows.map((r) => ({
        day: r.day,
        promotionId: r.promotion_id,
        promotionTitle: r.title,
        currency: r.currency,
        bonusPaid: toMinorTotal(r.bonus_paid),
        turnover: toMinorTotal(r.turnover),
        netRevenue: toMinorTotal(r.house_profit - r.bonus_paid),
      })),
      totals: [...totals.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, t]) => ({
          currency,
          bonusPaid: toMinorTotal(t.bonus),
          turnover: toMinorTotal(t.turnover),
          netRevenue: toMinorTotal(t.profit - t.bonus),
        })),
    };
  };
  return { report };
};

export type PromotionCostReportService = ReturnType<typeof createPromotionCostReportService>;
