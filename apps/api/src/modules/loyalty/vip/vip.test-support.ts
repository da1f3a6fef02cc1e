import { randomUUID } from 'node:crypto';
import type { DB, Executor } from '@gp/db';
import { sql, type Kysely } from 'kysely';

/** Test helpers of the VIP runs: a small ladder, members, credited deposits and valid bets, a loyalty promotion. */

const major = (n: number) => BigInt(n) * 100n;

/** Levels 0-3: thresholds on deposits and valid bets, keep rules, bonuses (minor units). */
export const testLadder = async (db: Executor): Promise<void> => {
  await db.deleteFrom('vip_levels').execute();
  const rows = [
    [0, 0, 0, 0, 0, 0, 0, 0],
    [1, 100, 1_000, 50, 500, 10, 0, 0],
    [2, 1_000, 10_000, 500, 5_000, 100, 5, 20],
    [3, 10_000, 100_000, 5_000, 50_000, 1_000, 50, 200],
  ] as const;
  await db
    .insertInto('vip_levels')
    .values(
      rows.map(([level, dep, bet, keepDep, keepBet, up, week, month]) => ({
        level,
        names: JSON.stringify({ EN: `Level ${level}` }),
        deposit_threshold: major(dep),
        valid_bet_threshold: major(bet),
        keep_deposit: major(keepDep),
        keep_valid_bet: major(keepBet),
        upgrade_bonus: major(up),
        weekly_bonus: major(week),
        monthly_bonus: major(month),
        turnover_multiple_bp: 20_000,
      })),
    )
    .execute();
};

/** A loyalty promotion named in the VIP settings; periods that ended after `startedAt` may be closed. */
export const vipPromotion = async (db: Executor, options: { startedAt: Date; keepPeriod?: 'weekly' | 'monthly' | 'none'; budgetTotal?: bigint | null }) => {
  const promotion = await db
    .insertInto('content_promotions')
    .values({ title: `VIP ${randomUUID().slice(0, 6)}`, category: 'VIP', images: '[]', content: '', language: 'EN', start_at: null, end_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('promotion_rules')
    .values({
      promotion_id: promotion.id,
      kind: 'loyalty',
      parameters: JSON.stringify({ kind: 'loyalty' }),
      budget_total: options.budgetTotal ?? null,
      turnover_multiple_bp: 0,
    })
    .execute();
  await db
    .updateTable('vip_settings')
    .set({ promotion_id: promotion.id, window_days: 30, keep_period: options.keepPeriod ?? 'monthly', max_drop_levels: 1, started_at: options.startedAt })
    .execute();
  return promotion.id;
};

export const vipMember = async (db: Executor, level = 0): Promise<bigint> =>
  (
    await db
      .insertInto('members')
      .values({ account: `v${randomUUID().slice(0, 12).replaceAll('-', '')}`, password_hash: 'x', register_method: 'username', vip_level: level })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A credited deposit of `amount` major units, credited at `at`. */
export const creditedDeposit = async (db: Kysely<DB>, memberId: bigint, amount: number, at: Date): Promise<void> => {
  const method = await db
    .insertInto('payment_methods')
    .values({ code: 'vip-test', name: 'VIP test', names: '{}', kind: 'gateway', provider_code: 'sandbox', min_amount: 1n, max_amount: 1_000_000_000n })
    .onConflict((oc) => oc.column('code').doUpdateSet({ name: 'VIP test' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = randomUUID();
  await db
    .insertInto('deposits')
    .values({
      order_no: `vip-${key}`,
      member_id: memberId,
      method_id: method.id,
      kind: 'gateway',
      provider_code: 'sandbox',
      amount: major(amount),
      currency: 'INR',
      status: 'credited',
      idempotency_key: key,
      request_hash: 'x',
      created_at: at,
      updated_at: at,
    })
    .execute();
};

/** Valid bets of `amount` major units in the hour starting at `hour`. */
export const validBets = async (db: Executor, memberId: bigint, amount: number, hour: Date): Promise<void> => {
  await db
    .insertInto('member_game_hourly')
    .values({ member_id: memberId, hour_start: hour, vendor_id: 1, game_type: 'RNG', currency: 'INR', bet_count: 1, bet_amount: major(amount) })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'hour_start', 'vendor_id', 'game_type', 'currency'])
        .doUpdateSet({ bet_amount: sql`member_game_hourly.bet_amount + excluded.bet_amount` }),
    )
    .execute();
};

export const levelOf = async (db: Executor, memberId: bigint): Promise<number> =>
  (await db.selectFrom('members').select('vip_level').where('id', '=', memberId).executeTakeFirstOrThrow()).vip_level;

export const claimsOf = (db: Executor, promotionId: number, memberId: bigint) =>
  db
    .selectFrom('promotion_claims')
    .select(['period_key', 'amount', 'status'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .orderBy('period_key')
    .execute();

export const historyOf = (db: Executor, memberId: bigint) =>
  db.selectFrom('vip_level_history').select(['from_level', 'to_level', 'reason', 'period_key']).where('member_id', '=', memberId).orderBy('id').execute();
