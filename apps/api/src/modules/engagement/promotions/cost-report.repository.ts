import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type CostPeriod = { from: string; to: string; timeZone: string; promotionId?: number | undefined };

export type CostRow = {
  day: string;
  promotion_id: number;
  title: string;
  currency: string;
  bonus_paid: bigint;
  turnover: bigint;
  house_profit: bigint;
};

/**
 * The promotions' cost per business day, in one set-based statement:
 * - `paid`: every bonus journal of a promotion (metadata promotionId), its member-side leg: payments
 *   are positive, forfeit reversals negative, so a day's bonus is net of what was taken back;
 * - `receivers`: who received each promotion's bonus and when first;
 * - `play`: those members' hourly game figures from the hour their first bonus was paid in
 *   (buckets are whole local hours, so the bonus's own hour counts), summed per business day.
 * The period's ends are midnights of the business time zone; days are calendar days there.
 */
export const promotionCostByDay = async (db: Executor, period: CostPeriod): Promise<CostRow[]> => {
  const start = sql`(${period.from}::date)::timestamp at time zone ${period.timeZone}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${period.timeZone}`;
  const onlyPromotion = period.promotionId === undefined ? sql`true` : sql`j.metadata->>'promotionId' = ${String(period.promotionId)}`;
  const result = await sql<CostRow>`
    with paid as (
      select (j.metadata->>'promotionId')::integer as promotion_id, a.owner_id::bigint as member_id, a.currency, l.amount, j.created_at
      from ledger_journals j
      join ledger_legs l on l.journal_id = j.id
      join ledger_accounts a on a.id = l.account_id
      where j.kind = 'bonus' and j.metadata ? 'promotionId' and a.kind <> 'house_bonus' and j.created_at < ${end} and ${onlyPromotion}
    ),
    receivers as (
      select promotion_id, member_id, currency, min(created_at) as first_at from paid where amount > 0 group by promotion_id, member_id, currency
    ),
    bonus_days as (
      select promotion_id, currency, (created_at at time zone ${period.timeZone})::date as day, sum(amount) as bonus_paid
      from paid where created_at >= ${start}
      group by 1, 2, 3
    ),
    play_days as (
      select r.promotion_id, h.currency, (h.hour_start at time zone ${period.timeZone})::date as day,
        sum(h.valid_bet) as turnover, sum(-h.profit_loss) as house_profit
      from receivers r
      join member_game_hourly h on h.member_id = r.member_id and h.currency = r.currency
      where h.hour_start >= ${start} and h.hour_start < ${end} and h.hour_start + interval '1 hour' > r.first_at
      group by 1, 2, 3
    )
    select coalesce(b.day, p.day)::text as day, cp.id as promotion_id, cp.title, coalesce(b.currency, p.currency) as currency,
      coalesce(b.bonus_paid, 0)::bigint as bonus_paid, coalesce(p.turnover, 0)::bigint as turnover, coalesce(p.house_profit, 0)::bigint as house_profit
    from bonus_days b
    full join play_days p on p.promotion_id = b.promotion_id and p.currency = b.currency and p.day = b.day
    join content_promotions cp on cp.id = coalesce(b.promotion_id, p.promotion_id)
    order by 1, 2, 4`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    bonus_paid: BigInt(r.bonus_paid),
    turnover: BigInt(r.turnover),
    house_profit: BigInt(r.house_profit),
  }));
};
