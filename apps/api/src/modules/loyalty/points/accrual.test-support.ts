import { randomUUID } from 'node:crypto';
import type { PointRate } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { replacePointRateRows } from './point-rates.repository';

/** Test helpers for the accrual: hourly aggregates written as the vendor wallet writes them, deposits, rates. */

export const setRates = (db: Executor, rates: PointRate[]) =>
  replacePointRateRows(
    db,
    rates.map((rate) => ({ vip_level: rate.vipLevel, source: rate.source, points_bp: BigInt(rate.pointsBp) })),
    'test',
  );

/** The wallet's upsert of member_game_hourly (game_wallet_call): a bet adds to bet_amount, a win to win_amount, a rollback to refund_amount in the bet's hour. */
export const addHourly = async (
  db: Executor,
  memberId: bigint,
  hour: Date,
  gameType: string,
  figures: { bet?: bigint; refund?: bigint; win?: bigint; vendorId?: number },
): Promise<void> => {
  const bet = figures.bet ?? 0n;
  await sql`insert into member_game_hourly as h (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
    values (${memberId}, ${hour}, ${figures.vendorId ?? 1}, ${gameType}, 'USD', ${bet > 0n ? 1 : 0}, ${bet}, ${figures.refund ?? 0n}, ${figures.win ?? 0n})
    on conflict (member_id, hour_start, vendor_id, game_type, currency) do update
    set bet_count = h.bet_count + excluded.bet_count, bet_amount = h.bet_amount + excluded.bet_amount,
      refund_amount = h.refund_amount + excluded.refund_amount, win_amount = h.win_amount + excluded.win_amount`.execute(db);
};

export const hourAgo = (hours: number, now: Date = new Date()): Date => {
  const at = new Date(now.getTime() - hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at;
};

const methods = new WeakMap<object, number>();

/** A deposits row as the payments module leaves it (no ledger side: accrual reads the row only). */
export const addDeposit = async (db: Executor, memberId: bigint, amount: bigint, status: 'credited' | 'pending' = 'credited'): Promise<bigint> => {
  let methodId = methods.get(db);
  if (methodId === undefined) {
    const row = await db
      .insertInto('payment_methods')
      .values({
        code: `PTS${randomUUID().slice(0, 6)}`,
        name: 'Bank',
        names: JSON.stringify({}),
        kind: 'manual_bank',
        provider_code: 'TESTPAY',
        min_amount: 100n,
        max_amount: 100_000_000n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    methodId = row.id;
    methods.set(db, methodId);
  }
  const row = await db
    .insertInto('deposits')
    .values({
      order_no: `D${randomUUID().slice(0, 12)}`,
      member_id: memberId,
      method_id: methodId,
      kind: 'manual_bank',
      provider_code: 'TESTPAY',
      amount,
      currency: 'USD',
      status,
      idempotency_key: randomUUID(),
      request_hash: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const entriesOf = (db: Executor, memberId: bigint) =>
  db.selectFrom('loyalty_point_entries').select(['source', 'source_key', 'delta', 'balance_after']).where('member_id', '=', memberId).orderBy('id').execute();
