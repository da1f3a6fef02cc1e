import type { CreditReportDay, CreditReportFlows } from '@gp/contracts';
import { toMinorTotal } from '../../../lib/minor-total';
import type { NetMoveRow } from './credit-report.repository';

const inFlows = ['deposit', 'transferIn', 'bonus', 'win', 'refund', 'otherIn'] as const;
const outFlows = ['withdrawal', 'transferOut', 'bet', 'otherOut'] as const;
type Flow = (typeof inFlows)[number] | (typeof outFlows)[number];
type Figures = Record<Flow, bigint>;

/**
 * Which line of the statement a journal's net move is: by its kind and direction. A kind the
 * statement does not name (an adjustment, agent income, a kind added later) is "other", so the
 * day still balances.
 */
export const flowOf = (kind: string, incoming: boolean): Flow => {
  switch (kind) {
    case 'deposit':
      return incoming ? 'deposit' : 'otherOut';
    case 'withdrawal_payout':
      return incoming ? 'otherIn' : 'withdrawal';
    case 'transfer_upline':
    case 'transfer_downline':
      return incoming ? 'transferIn' : 'transferOut';
    case 'bonus':
      return incoming ? 'bonus' : 'otherOut';
    case 'game_win':
      return incoming ? 'win' : 'otherOut';
    case 'game_refund':
      return incoming ? 'refund' : 'otherOut';
    case 'game_bet':
      return incoming ? 'otherIn' : 'bet';
    default:
      return incoming ? 'otherIn' : 'otherOut';
  }
};

const zero = (): Figures => ({
  deposit: 0n,
  transferIn: 0n,
  bonus: 0n,
  win: 0n,
  refund: 0n,
  otherIn: 0n,
  withdrawal: 0n,
  transferOut: 0n,
  bet: 0n,
  otherOut: 0n,
});

const sumOf = (figures: Figures, flows: readonly Flow[]) => flows.reduce((sum, flow) => sum + figures[flow], 0n);

const flowsOut = (figures: Figures): CreditReportFlows => ({
  ...(Object.fromEntries(Object.entries(figures).map(([flow, value]) => [flow, toMinorTotal(value)])) as Record<Flow, CreditReportFlows[Flow]>),
  moneyIn: toMinorTotal(sumOf(figures, inFlows)),
  moneyOut: toMinorTotal(sumOf(figures, outFlows)),
});

/**
 * The statement from the summed moves: the opening balance is the balance now less every move since
 * the period began, then each day adds its money in, takes its money out, and its closing opens the
 * next day. Figures are positive; money out is what left the member's wallets.
 */
export const buildStatement = (days: readonly string[], rows: readonly NetMoveRow[], balanceNow: bigint) => {
  const sinceFrom = rows.reduce((sum, row) => sum + row.total, 0n);
  const byDay = new Map<string, Figures>();
  const total = zero();
  for (const row of rows) {
    if (row.day === null) continue;
    const figures = byDay.get(row.day) ?? zero();
    const flow = flowOf(row.kind, row.incoming);
    const amount = row.total < 0n ? -row.total : row.total;
    figures[flow] += amount;
    total[flow] += amount;
    byDay.set(row.day, figures);
  }
  const opening = balanceNow - sinceFrom;
  let balance = opening;
  const statement: CreditReportDay[] = days.map((date) => {
    const figures = byDay.get(date) ?? zero();
    const dayOpening = balance;
    balance = dayOpening + sumOf(figures, inFlows) - sumOf(figures, outFlows);
    return { date, opening: toMinorTotal(dayOpening), ...flowsOut(figures), closing: toMinorTotal(balance) };
  });
  return { days: statement, total: { opening: toMinorTotal(opening), ...flowsOut(total), closing: toMinorTotal(balance) } };
};
