import type { BoLoyaltyCostQuery, BoLoyaltyCostReport } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { daysFromTo, resolvePeriod } from '../../../lib/business-periods/report-days';
import { toMinorTotal } from '../../../lib/minor-total';
import { listLoyaltyPromotions, type PromotionCostReportService } from '../../engagement/promotions';
import { pointsByDay } from '../points';

type MoneyKey = `${number}:${string}`;
type Figures = { issued: bigint; redeemed: bigint; converted: bigint; takenBack: bigint; money: Map<MoneyKey, bigint> };

const emptyFigures = (): Figures => ({ issued: 0n, redeemed: 0n, converted: 0n, takenBack: 0n, money: new Map() });

const moneyLines = (money: Map<MoneyKey, bigint>) =>
  [...money.entries()].map(([key, paid]) => {
    const [promotionId, currency] = key.split(':') as [string, string];
    return { promotionId: Number(promotionId), currency, paid: toMinorTotal(paid) };
  });

const figuresOut = (f: Figures) => ({
  pointsIssued: toMinorTotal(f.issued),
  pointsRedeemed: toMinorTotal(f.redeemed),
  pointsConverted: toMinorTotal(f.converted),
  pointsTakenBack: toMinorTotal(f.takenBack),
  money: moneyLines(f.money),
});

/**
 * What loyalty costs per business day: the points journal's issued, redeemed, converted and taken
 * back points, and the money each loyalty promotion paid (the promotions cost report's bonus column,
 * so a forfeit nets out the same way there and here).
 */
export const createLoyaltyCostReportService = (db: Kysely<DB>, deps: { timeZone: string; promotionCost: PromotionCostReportService }) => {
  const report = async (query: BoLoyaltyCostQuery, now: Date = new Date()): Promise<BoLoyaltyCostReport> => {
    const { from, to } = resolvePeriod(query, deps.timeZone, now);
    const loyaltyPromotions = await listLoyaltyPromotions(db);
    const loyaltyIds = new Set(loyaltyPromotions.map((p) => p.promotionId));
    const [points, promotionCost] = [await pointsByDay(db, { from, to, timeZone: deps.timeZone }), await deps.promotionCost.report({ from, to }, now)];

    const byDay = new Map<string, Figures>(daysFromTo(from, to).map((day) => [day, emptyFigures()]));
    const totals = emptyFigures();
    for (const row of points) {
      const day = byDay.get(row.day);
      if (!day) continue;
      for (const f of [day, totals]) {
        f.issued += row.issued;
        f.redeemed += row.redeemed;
        f.converted += row.converted;
        f.takenBack += row.taken_back;
      }
    }
    const paying = new Set<number>();
    for (const row of promotionCost.rows) {
      const day = byDay.get(row.day);
      if (!day || !loyaltyIds.has(row.promotionId) || BigInt(row.bonusPaid) === 0n) continue;
      paying.add(row.promotionId);
      const key: MoneyKey = `${row.promotionId}:${row.currency}`;
      for (const f of [day, totals]) f.money.set(key, (f.money.get(key) ?? 0n) + BigInt(row.bonusPaid));
    }
    return {
      from,
      to,
      timeZone: deps.timeZone,
      promotions: loyaltyPromotions.filter((p) => paying.has(p.promotionId)),
      days: [...byDay.entries()].map(([day, f]) => ({ day, ...figuresOut(f) })),
      totals: figuresOut(totals),
    };
  };
  return { report };
};

export type LoyaltyCostReportService = ReturnType<typeof createLoyaltyCostReportService>;
