import { randomUUID } from 'node:crypto';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import { bearer, type TestApp } from '../../../testing/test-app';
import { registerMember } from '../../../testing/member-client';

/** Test helpers of the referral tiers: members from their own addresses, deposits, bets, links. */

let ipSeq = 0;
/** A member registered through the real route from an address no other test member used. */
export const registerFrom = async (t: TestApp, fields: Record<string, string | boolean> = {}) => {
  ipSeq += 1;
  const session = await registerMember(t, fields, { ip: `10.${(ipSeq >> 8) & 255}.${ipSeq & 255}.${(Math.floor(Math.random() * 250) + 2) & 255}` });
  return { id: BigInt(session.member.id), token: session.token, account: session.member.account };
};

export const overviewOf = async (t: TestApp, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/referral', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value as {
    code: string;
    registerPath: string;
    totals: Record<string, number>;
    rewards: { rule: string; amount: number; status: string }[];
  };
};

export const addLink = (t: TestApp, token: string, label: string) =>
  t.app.inject({ method: 'POST', url: '/wps/referral/links', headers: bearer(token), payload: { label } });

let depositSeq = 0;
/** A credited deposit row (the rewards run reads deposits; the money itself is not needed). */
export const creditedDeposit = async (db: Executor, memberId: bigint, amount: bigint) => {
  const method = await db
    .insertInto('payment_methods')
    .values({ code: 'REF_T', name: 'REF_T', names: '{}', kind: 'manual_bank', provider_code: 'manual', min_amount: 100n, max_amount: 10_000_000n })
    .onConflict((oc) => oc.column('code').doUpdateSet({ enabled: true }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deposits')
    .values({
      order_no: `R${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      member_id: memberId,
      method_id: method.id,
      kind: 'manual_bank',
      provider_code: 'manual',
      amount,
      currency: 'INR',
      status: 'credited',
      idempotency_key: randomUUID(),
      request_hash: `r${++depositSeq}`,
    })
    .execute();
};

/** Valid bets (minor units) in the current hour. */
export const validBets = async (db: Executor, memberId: bigint, amount: bigint) => {
  await db
    .insertInto('member_game_hourly')
    .values({
      member_id: memberId,
      hour_start: sql<Date>`date_trunc('hour', now())`,
      vendor_id: 1,
      game_type: 'RNG',
      currency: 'INR',
      bet_count: 1,
      bet_amount: amount,
    })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'hour_start', 'vendor_id', 'game_type', 'currency'])
        .doUpdateSet({ bet_amount: sql`member_game_hourly.bet_amount + excluded.bet_amount` }),
    )
    .execute();
};

/** The referral promotion's bonus journals and claims for a referrer. */
export const paidTo = async (db: Executor, promotionId: number, referrerId: bigint) => {
  const journals = await sql<{ n: string; total: string | null }>`select count(*)::text as n, sum(l.amount)::text as total
    from ledger_journals j join ledger_legs l on l.journal_id = j.id
    join ledger_accounts a on a.id = l.account_id and a.kind = 'player_main' and a.owner_id = ${String(referrerId)}
    where j.kind = 'bonus' and j.idempotency_key like ${`promotion:${promotionId}:${referrerId}:%`}`.execute(db);
  const claims = await db
    .selectFrom('promotion_claims')
    .select(['period_key', 'status', 'amount', 'review_reason'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', referrerId)
    .orderBy('period_key')
    .execute();
  return { journals: Number(journals.rows[0]?.n ?? 0), total: BigInt(journals.rows[0]?.total ?? 0), claims };
};
