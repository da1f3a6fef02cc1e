import type { BoDashboardCashier, BoDashboardGames, BoDashboardGgrTotal, BoDashboardTally } from '@gp/contracts';
import { toMinorTotal } from '../../../lib/minor-total';

type Tallied = { currency: string; count: number; amount: bigint };
type Played = { day: string; currency: string; validBet: bigint; winAmount: bigint; players: number };

/** One tally per currency, the merchant's always present (zero when nothing happened). */
export const tallies = (rows: readonly Tallied[], merchantCurrency: string): BoDashboardTally[] => {
  const out = rows
    .filter((r) => r.count > 0 || r.currency === merchantCurrency)
    .map((r) => ({ currency: r.currency, count: r.count, amount: toMinorTotal(r.amount) }));
  if (!out.some((t) => t.currency === merchantCurrency)) out.unshift({ currency: merchantCurrency, count: 0, amount: 0 });
  return out;
};

type DepositRow = { currency: string; creditedCount: number; creditedAmount: bigint; pendingCount: number; pendingAmount: bigint };
type WithdrawalRow = { currency: string; paidCount: number; paidAmount: bigint; pendingCount: number; pendingAmount: bigint };

export const cashierFigures = (deposits: readonly DepositRow[], withdrawals: readonly WithdrawalRow[], currency: string): BoDashboardCashier => ({
  depositsToday: tallies(
    deposits.map((d) => ({ currency: d.currency, count: d.creditedCount, amount: d.creditedAmount })),
    currency,
  ),
  depositsPending: tallies(
    deposits.map((d) => ({ currency: d.currency, count: d.pendingCount, amount: d.pendingAmount })),
    currency,
  ),
  withdrawalsToday: tallies(
    withdrawals.map((w) => ({ currency: w.currency, count: w.paidCount, amount: w.paidAmount })),
    currency,
  ),
  withdrawalsPending: tallies(
    withdrawals.map((w) => ({ currency: w.currency, count: w.pendingCount, amount: w.pendingAmount })),
    currency,
  ),
});

/** Sums per currency of the given days, the merchant's currency always present. */
const totalsOf = (rows: readonly Played[], currency: string): BoDashboardGgrTotal[] => {
  const sums = new Map<string, { validBet: bigint; winAmount: bigint }>([[currency, { validBet: 0n, winAmount: 0n }]]);
  for (const r of rows) {
    const s = sums.get(r.currency) ?? { validBet: 0n, winAmount: 0n };
    sums.set(r.currency, { validBet: s.validBet + r.validBet, winAmount: s.winAmount + r.winAmount });
  }
  return [...sums].map(([c, s]) => ({
    currency: c,
    validBet: toMinorTotal(s.validBet),
    winAmount: toMinorTotal(s.winAmount),
    ggr: toMinorTotal(s.validBet - s.winAmount),
  }));
};

export const gamesFigures = (week: readonly Played[], today: string, activePlayersToday: number, currency: string): BoDashboardGames => ({
  ggrToday: totalsOf(
    week.filter((r) => r.day === today),
    currency,
  ),
  ggrWeek: totalsOf(week, currency),
  days: week.map((r) => ({
    day: r.day,
    currency: r.currency,
    validBet: toMinorTotal(r.validBet),
    winAmount: toMinorTotal(r.winAmount),
    ggr: toMinorTotal(r.validBet - r.winAmount),
    players: r.players,
  })),
  activePlayersToday,
});
