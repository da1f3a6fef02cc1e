import { randomUUID } from 'node:crypto';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** Test helpers of the promotions tiers: a member row, a promotion with its rule, counts. */

export const currency = 'INR';

export const insertMember = async (db: Executor): Promise<bigint> => {
  const row = await db
    .insertInto('members')
    .values({ account: `p${randomUUID().slice(0, 12).replaceAll('-', '')}`, password_hash: 'x', register_method: 'username' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const insertPromotion = async (db: Executor, rule: { budgetTotal?: bigint | null; turnoverMultipleBp?: number } = {}): Promise<number> => {
  const promotion = await db
    .insertInto('content_promotions')
    .values({ title: 'First deposit bonus', category: 'NEW', images: '[]', content: '', language: 'EN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('promotion_rules')
    .values({
      promotion_id: promotion.id,
      kind: 'signup',
      parameters: JSON.stringify({ kind: 'signup', amount: 5_000 }),
      budget_total: rule.budgetTotal ?? null,
      turnover_multiple_bp: rule.turnoverMultipleBp ?? 0,
    })
    .execute();
  return promotion.id;
};

/** Journals that paid this promotion's bonuses, and the member's main wallet balance. */
export const paidFigures = async (db: Executor, promotionId: number, memberId: bigint) => {
  const journals = await sql<{ n: string }>`select count(*)::text as n from ledger_journals
    where kind = 'bonus' and idempotency_key like ${`promotion:${promotionId}:${memberId}:%`}`.execute(db);
  const wallet = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', 'player_main')
    .where('owner_type', '=', 'player')
    .where('owner_id', '=', String(memberId))
    .executeTakeFirst();
  const claims = await db
    .selectFrom('promotion_claims')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { journals: Number(journals.rows[0]?.n ?? 0), balance: wallet?.balance ?? null, claims: Number(claims.n) };
};
