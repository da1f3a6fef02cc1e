import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { claimableKinds, oncePeriod } from './promotion-rules';

/** Reads for the player hall: running promotions with their rule and the member's claim, in one query. */

export const memberFacts = (db: Executor, memberId: bigint) =>
  db.selectFrom('members').select(['type', 'created_at']).where('id', '=', memberId).executeTakeFirstOrThrow();

const hallQuery = (db: Executor, memberId: bigint) =>
  db
    .selectFrom('content_promotions as p')
    .innerJoin('promotion_rules as r', 'r.promotion_id', 'p.id')
    .leftJoin('promotion_claims as c', (join) => join.onRef('c.promotion_id', '=', 'p.id').on('c.member_id', '=', memberId).on('c.period_key', '=', oncePeriod))
    .select([
      'p.id',
      'p.start_at',
      'r.kind',
      'r.parameters',
      'r.member_types',
      'r.vip_levels',
      'r.countries',
      'r.new_members_only',
      'r.budget_total',
      'r.budget_used',
      'r.turnover_multiple_bp',
      'c.status as claim_status',
    ])
    .where('p.enabled', '=', true)
    .where('r.kind', 'in', [...claimableKinds])
    .where((eb) => eb.or([eb('p.end_at', 'is', null), eb('p.end_at', '>', sql<Date>`now()`)]));

export const hallRows = (db: Executor, memberId: bigint) => hallQuery(db, memberId).orderBy('p.sequence').orderBy('p.id').execute();

export const hallRow = (db: Executor, memberId: bigint, promotionId: number) => hallQuery(db, memberId).where('p.id', '=', promotionId).executeTakeFirst();

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
