import type { BoPromotionRun, BoPromotionRunMember } from '@gp/contracts';
import type { PromotionRunLine, PromotionRunMemberStatus, PromotionRunsTable } from '@gp/db';
import type { Selectable } from 'kysely';
import { toMinorTotal } from '../../../../lib/minor-total';

/** Run and member rows as the back office reads them. */

export const toBoRun = (row: Selectable<PromotionRunsTable> & { promotionTitle: string | null }): BoPromotionRun => ({
  id: Number(row.id),
  promotionId: row.promotion_id,
  promotionTitle: row.promotionTitle,
  kind: row.kind,
  periodKey: row.period_key,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  status: row.status,
  trigger: row.trigger,
  members: row.members,
  total: toMinorTotal(row.total),
  paidCount: row.paid_count,
  paidAmount: toMinorTotal(row.paid_amount),
  budgetShortCount: row.budget_short_count,
  budgetShortAmount: toMinorTotal(row.budget_short_amount),
  error: row.error,
  staffId: row.staff_id,
  runner: row.runner,
  startedAt: row.started_at.toISOString(),
  computedAt: row.computed_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
});

export type RunMemberRow = {
  memberId: bigint;
  account: string;
  baseAmount: bigint;
  rateBp: number | null;
  amount: bigint;
  lines: PromotionRunLine[];
  status: PromotionRunMemberStatus;
  journalId: bigint | null;
  paidAt: Date | null;
};

export const toBoRunMember = (row: RunMemberRow): BoPromotionRunMember => ({
  memberId: Number(row.memberId),
  account: row.account,
  baseAmount: Number(row.baseAmount),
  rateBp: row.rateBp,
  amount: Number(row.amount),
  lines: row.lines.map((l) => ({ category: l.category, base: Number(l.base), rateBp: l.rateBp })),
  status: row.status,
  journalId: row.journalId === null ? null : Number(row.journalId),
  paidAt: row.paidAt?.toISOString() ?? null,
});
