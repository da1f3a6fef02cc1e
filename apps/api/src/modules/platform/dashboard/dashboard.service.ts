import type { BoDashboard, BoDashboardAlert, StaffRole } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { countPlayersOn, ggrByDay } from '../../games/betting-records';
import { countMembersRegisteredOn } from '../../identity/accounts';
import { countBalanceDifferences } from '../../money/ledger';
import { depositFigures } from '../../money/payments';
import { countOpenDisputes, withdrawalFigures } from '../../money/withdrawals';
import type { SettingsService } from '../settings';
import { businessToday, daysUpTo } from './business-day';
import { seesCashier, seesGames } from './dashboard-access';
import { cashierFigures, gamesFigures } from './dashboard-figures';

/** How long a deposit or withdrawal may wait before the dashboard raises it. */
const staleAfterMs = 60 * 60 * 1000;
const weekDays = 7;

/**
 * The back office's first screen. Each module computes its own figures in one set-based query
 * (no per-order or per-member loop); this service only composes them, and asks only for the
 * figures the caller's roles may see.
 */
export const createDashboardService = (db: Kysely<DB>, deps: { settings: SettingsService; timeZone: string }) => {
  const cashier = async (day: string, staleBefore: Date, currency: string) => {
    const period = { day, timeZone: deps.timeZone, staleBefore };
    const [deposits, withdrawals, differences, disputes] = await Promise.all([
      depositFigures(db, period),
      withdrawalFigures(db, period),
      countBalanceDifferences(db),
      countOpenDisputes(db),
    ]);
    const alerts: BoDashboardAlert[] = [
      { kind: 'reconciliationDifference', count: differences },
      { kind: 'staleWithdrawals', count: withdrawals.reduce((n, w) => n + w.staleCount, 0) },
      { kind: 'staleDeposits', count: deposits.reduce((n, d) => n + d.staleCount, 0) },
      { kind: 'openDisputes', count: disputes },
    ];
    return { figures: cashierFigures(deposits, withdrawals, currency), alerts: alerts.filter((a) => a.count > 0) };
  };

  const games = async (days: readonly string[], today: string, currency: string) => {
    const [week, activePlayers] = await Promise.all([
      ggrByDay(db, { from: days[0]!, to: today, timeZone: deps.timeZone }),
      countPlayersOn(db, { day: today, timeZone: deps.timeZone }),
    ]);
    return gamesFigures(week, today, activePlayers, currency);
  };

  const overview = async (roles: readonly StaffRole[], now: Date = new Date()): Promise<BoDashboard> => {
    const { currency } = await deps.settings.value('merchant');
    const today = businessToday(deps.timeZone, now);
    const days = daysUpTo(today, weekDays);
    const staleBefore = new Date(now.getTime() - staleAfterMs);
    const [cashierPart, gamesPart, newMembersToday] = await Promise.all([
      seesCashier(roles) ? cashier(today, staleBefore, currency) : null,
      seesGames(roles) ? games(days, today, currency) : null,
      countMembersRegisteredOn(db, { day: today, timeZone: deps.timeZone }),
    ]);
    return {
      generatedAt: now.toISOString(),
      timeZone: deps.timeZone,
      today,
      days,
      currency,
      cashier: cashierPart?.figures ?? null,
      games: gamesPart,
      newMembersToday,
      alerts: cashierPart?.alerts ?? [],
    };
  };

  return { overview };
};

export type DashboardService = ReturnType<typeof createDashboardService>;
