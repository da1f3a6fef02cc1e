import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the staff side of wagering (a member's bonuses, waive, forfeit); the rules live in wagering-admin.service.ts. */

/** The ledger key of a forfeit's one reversal: a requirement is forfeited at most once. */
export const forfeitKeyOf = (requirementId: bigint): string => `wagering:${requirementId}:forfeit`;

export type RequirementSource = {
  id: bigint;
  member_id: bigint;
  status: 'active' | 'met' | 'waived' | 'forfeited';
  /** The member's wallet the bonus was paid into, and the amount paid. */
  wallet_id: bigint;
  currency: string;
  bonus_amount: bigint;
  promotion_id: string | null;
};

/** A requirement with the bonus that made it: the credited leg of its source journal. `lock` takes the row lock. */
export const findRequirementSource = async (db: Executor, requirementId: bigint, lock = false): Promise<RequirementSource | undefined> => {
  const query = db
    .selectFrom('wagering_requirements as w')
    .innerJoin('ledger_journals as j', 'j.id', 'w.source_journal_id')
    .innerJoin('ledger_legs as l', (join) => join.onRef('l.journal_id', '=', 'j.id').on('l.amount', '>', 0n))
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select([
      'w.id',
      'w.member_id',
      'w.status',
      'a.id as wallet_id',
      'a.currency',
      'l.amount as bonus_amount',
      sql<string | null>`j.metadata->>'promotionId'`.as('promotion_id'),
    ])
    .where('w.id', '=', requirementId);
  return (lock ? query.forUpdate('w') : query).executeTakeFirst();
};

/** The wallet's balance, locked until the transaction ends so a forfeit never takes more than is there. */
export const lockWalletBalance = async (db: Executor, accountId: bigint): Promise<bigint> => {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow();
  return row.balance ?? 0n;
};

export const closeRequirement = (db: Executor, requirementId: bigint, status: 'waived' | 'forfeited') =>
  db
    .updateTable('wagering_requirements')
    .set({ status, closed_at: sql<Date>`now()` })
    .where('id', '=', requirementId)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();

/** What a forfeit took back: its reversal journal's leg on the member's wallet (0 when nothing was there). */
export const forfeitedAmount = async (db: Executor, requirementId: bigint): Promise<{ amount: bigint; journalId: bigint } | null> => {
  const row = await db
    .selectFrom('ledger_journals as j')
    .innerJoin('ledger_legs as l', (join) => join.onRef('l.journal_id', '=', 'j.id').on('l.amount', '<', 0n))
    .select(['j.id', 'l.amount'])
    .where('j.idempotency_key', '=', forfeitKeyOf(requirementId))
    .executeTakeFirst();
  return row ? { amount: -row.amount, journalId: row.id } : null;
};

export const findMemberAccount = (db: Executor, memberId: bigint) =>
  db.selectFrom('members').select(['id', 'account']).where('id', '=', memberId).executeTakeFirst();

/**
 * Every bonus paid to a member (bonus journals crediting the member's own accounts, reversals left
 * out), newest first, with its requirement, the promotion's title and what a forfeit took back.
 */
export const memberBonusRows = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('ledger_journals as j')
    .innerJoin('ledger_legs as l', (join) => join.onRef('l.journal_id', '=', 'j.id').on('l.amount', '>', 0n))
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .leftJoin('wagering_requirements as w', 'w.source_journal_id', 'j.id')
    .leftJoin('content_promotions as p', (join) => join.on(sql<boolean>`p.id::text = j.metadata->>'promotionId'`))
    .leftJoin('ledger_journals as fj', (join) => join.on(sql<boolean>`fj.idempotency_key = 'wagering:' || w.id || ':forfeit'`))
    .leftJoin('ledger_legs as fl', (join) => join.onRef('fl.journal_id', '=', 'fj.id').on('fl.amount', '<', 0n))
    .select([
      'j.id as journal_id',
      'j.created_at',
      'l.amount',
      'a.currency',
      'w.id as requirement_id',
      'w.amount_required',
      'w.status as wagering_status',
      'w.closed_at',
      'p.id as promotion_id',
      'p.title as promotion_title',
      'fl.amount as forfeit_leg',
    ])
    .where('j.kind', '=', 'bonus')
    .where('a.owner_id', '=', String(memberId))
    .where('a.kind', 'in', ['player_main', 'agent_main'])
    .orderBy('j.id', 'desc')
    .limit(500)
    .execute();
