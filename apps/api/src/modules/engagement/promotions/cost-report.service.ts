import type { BoPromotionCostQuery, BoPromotionCostReport } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { toMinorTotal } from '../../../lib/minor-total';
import { resolvePeriod } from '../../../lib/business-periods/report-days';
import { promotionCostByDay } from './cost-report.repository';

/**
 * What promotions cost per business day: bonus paid, the turnover their receivers played after the
 * bonus, and the house's net gaming revenue from it after the bonus. One query; totals summed here.
 */
export const createPromotionCostReportService = (db: Kysely<DB>, options: { timeZone: string }) => {
  const report = async (query: BoPromotionCostQuery, now: Date = new Date()): Promise<BoPromotionCostReport> => {
    const { from, to } = resolvePeriod(query, options.timeZone, now);
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
