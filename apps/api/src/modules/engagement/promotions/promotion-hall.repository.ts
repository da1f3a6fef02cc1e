import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import type { PromotionClaimStatus } from '@gp/db';
import { hallKinds } from './promotion-rules';

/** Reads for the player hall: running promotions with their rule, and the member's claims. */

export const memberFacts = (db: Executor, memberId: bigint) =>
  db.selectFrom('members').select(['type', 'created_at', 'vip_level', 'country']).where('id', '=', memberId).executeTakeFirstOrThrow();

const hallQuery = (db: Executor) =>
  db
    .selectFrom('content_promotions as p')
    .innerJoin('promotion_rules as r', 'r.promotion_id', 'p.id')
    .select([
      'p.id',
      'p.start_at',
      'r.kind',
      'r.parameters',
      'r.member_types',
      'r.vip_levels',
      'r.countries',
      'r.new_members_only',
      'r.limit_per_day',
      'r.limit_per_week',
      'r.limit_lifetime',
      'r.budget_total',
      'r.budget_used',
      'r.turnover_multiple_bp',
    ])
    .where('p.enabled', '=', true)
    .where('r.kind', 'in', [...hallKinds])
    .where((eb) => eb.or([eb('p.end_at', 'is', null), eb('p.end_at', '>', sql<Date>`now()`)]));

export const hallRows = (db: Executor) => hallQuery(db).orderBy('p.sequence').orderBy('p.id').execute();

export const hallRow = (db: Executor, promotionId: number) => hallQuery(db).where('p.id', '=', promotionId).executeTakeFirst();

/**
 * The member's claims of these promotions, newest first, in one statement: the period a next claim
 * takes and the deposits already matched are both read from this one snapshot, so two racing
 * claims compute the same key and the unique key pays one of them.
 */
export const memberClaims = (db: Executor, memberId: bigint, promotionIds: readonly number[]) =>
  promotionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('promotion_claims')
        .select(['promotion_id', 'period_key', 'status', 'amount', 'created_at', 'deposit_id'])
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', [...promotionIds])
        .orderBy('id', 'desc')
        .execute();

/** Members among `memberIds` this promotion already paid (claimed or issued). */
export const paidAmong = async (db: Executor, promotionId: number, memberIds: readonly bigint[]): Promise<bigint[]> => {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectFrom('promotion_claims')
    .select('member_id')
    .distinct()
    .where('promotion_id', '=', promotionId)
    .where('status', 'in', ['claimed', 'issued'])
    .where('member_id', 'in', [...memberIds])
    .execute();
  return rows.map((r) => r.member_id);
};

/**
 * A claim held for staff review: stored as `processing` with the reason and nothing paid. The
 * unique key makes a repeat (or a racing twin) find the first row instead.
 */
export const holdClaim = async (
  db: Executor,
  row: { promotionId: number; memberId: bigint; periodKey: string; amount: bigint; reviewReason: string; depositId: bigint | null; draw: object | null },
) => {
  await db
    .insertInto('promotion_claims')
    .values({
      promotion_id: row.promotionId,
      member_id: row.memberId,
      period_key: row.periodKey,
      status: 'processing',
      amount: row.amount,
      review_reason: row.reviewReason,
      deposit_id: row.depositId,
      draw: row.draw === null ? null : JSON.stringify(row.draw),
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .execute();
  return db
    .selectFrom('promotion_claims')
    .select(['id', 'status', 'amount', 'draw'])
    .where('promotion_id', '=', row.promotionId)
    .where('member_id', '=', row.memberId)
    .where('period_key', '=', row.periodKey)
    .executeTakeFirstOrThrow();
};

/** The opt-in row of a cashback or rebate promotion; a second join finds the first. */
export const joinPromotion = async (db: Executor, promotionId: number, memberId: bigint, periodKey: string): Promise<PromotionClaimStatus> => {
  await db
    .insertInto('promotion_claims')
    .values({ promotion_id: promotionId, member_id: memberId, period_key: periodKey, status: 'signed_up', amount: 0n })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('promotion_claims')
    .select('status')
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period_key', '=', periodKey)
    .executeTakeFirstOrThrow();
  return row.status;
};

/** The draw stored on a claim (a raffle's), for the answer of a replayed claim. */
export const claimDraw = (db: Executor, promotionId: number, memberId: bigint, periodKey: string) =>
  db
    .selectFrom('promotion_claims')
    .select('draw')
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();

/**
 * Every paid bonus of the member with its promotion's texts and wagering: valid bets since the
 * bonus's journal summed in the same statement (stakes minus refunds on the member's wallets).
 */
export const bonusRows = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('promotion_claims as c')
    .innerJoin('content_promotions as p', 'p.id', 'c.promotion_id')
    .leftJoin('wagering_requirements as w', 'w.source_journal_id', 'c.journal_id')
    .select([
      'c.id',
      'c.promotion_id',
      'c.status',
      'c.amount',
      'c.created_at',
      'p.title',
      'p.language',
      'p.translations',
      'w.amount_required',
      'w.status as wagering_status',
      sql<string>`case when w.id is null then '0' else (
        select coalesce(sum(-l.amount), 0) from ledger_legs l join ledger_journals j on j.id = l.journal_id
        where j.kind in ('game_bet', 'game_refund') and j.id > c.journal_id
          and l.account_id in (select a.id from ledger_accounts a where a.owner_type in ('player', 'agent')
            and a.owner_id = c.member_id::text and a.kind in ('player_main', 'agent_main', 'player_vendor'))
      ) end::text`.as('bets'),
    ])
    .where('c.member_id', '=', memberId)
    .where('c.journal_id', 'is not', null)
    .orderBy('c.id', 'desc')
    .limit(100)
    .execute();
