import type { BoGgrQuery, BoGgrReport, BoGgrTotal } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { toMinorTotal } from '../../../lib/minor-total';
import { daysFromTo, resolvePeriod } from '../../../lib/business-periods/report-days';
import { countRoundsByDayAndVendor, sumByCurrency, sumByDayAndVendor, sumByVendor, type FigureRow } from './ggr-report.repository';

type RoundCount = { opened_day: string; vendor_code: string; currency: string; rounds: bigint };

// Amounts are sums over every bet of the span, with no cap below 2^53: exact through toMinorTotal.
const figuresOf = (row: FigureRow, rounds: number): BoGgrTotal => ({
  currency: row.currency,
  betCount: Number(row.bet_count),
  betAmount: toMinorTotal(row.bet_amount),
  refundAmount: toMinorTotal(row.refund_amount),
  validBet: toMinorTotal(row.valid_bet),
  winAmount: toMinorTotal(row.win_amount),
  ggr: toMinorTotal(row.valid_bet - row.win_amount),
  rounds,
  players: Number(row.players),
});

const sumRounds = (counts: readonly RoundCount[], match: (c: RoundCount) => boolean): number => counts.filter(match).reduce((n, c) => n + Number(c.rounds), 0);

/**
 * Gross gaming revenue per vendor and business day, from the members' daily
 * aggregates: GGR = valid bet (bets less refunds) - wins. Rounds are counted from game_rounds by the
 * day they opened; players are distinct members per row (so a vendor's period count is not the sum
 * of its days). Reads only.
 */
export const createGgrReportService = (db: Kysely<DB>, options: { timeZone: string }) => {
  const report = async (query: BoGgrQuery, now: Date = new Date()): Promise<BoGgrReport> => {
    const { from, to } = resolvePeriod(query, options.timeZone, now);
    const period = { from, to, vendorCode: query.vendorCode, timeZone: options.timeZone };
    const [byDay, byVendor, byCurrency, rounds] = await Promise.all([
      sumByDayAndVendor(db, period),
      sumByVendor(db, period),
      sumByCurrency(db, period),
      countRoundsByDayAndVendor(db, period),
    ]);
    return {
      from,
      to,
      timeZone: options.timeZone,
      days: daysFromTo(from, to),
      rows: byDay.map((r) => ({
        day: r.day,
        vendorCode: r.vendor_code,
        vendorName: r.vendor_name,
        ...figuresOf(
          r,
          sumRounds(rounds, (c) => c.opened_day === r.day && c.vendor_code === r.vendor_code && c.currency === r.currency),
        ),
      })),
      vendors: byVendor.map((r) => ({
        vendorCode: r.vendor_code,
        vendorName: r.vendor_name,
        ...figuresOf(
          r,
          sumRounds(rounds, (c) => c.vendor_code === r.vendor_code && c.currency === r.currency),
        ),
      })),
      totals: byCurrency.map((r) =>
        figuresOf(
          r,
          sumRounds(rounds, (c) => c.currency === r.currency),
        ),
      ),
    };
  };

  return { report };
};

export type GgrReportService = ReturnType<typeof createGgrReportService>;
