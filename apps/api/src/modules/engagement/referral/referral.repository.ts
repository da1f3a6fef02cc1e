import type { Executor, ReferralRewardRule, ReferralRewardStatus } from '@gp/db';
import { sql } from 'kysely';

/** Queries of the referral programme (docs/referral.md): links, clicks, bindings, rewards, settings. */

export const findSettings = (db: Executor) => db.selectFrom('referral_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
export type ReferralSettingsRow = Awaited<ReturnType<typeof findSettings>>;

export const updateSettings = (
  db: Executor,
  values: {
    enabled: boolean;
    first_deposit_amount: bigint;
    first_deposit_min: bigint;
    valid_bets_amount: bigint;
    valid_bets_figure: bigint;
    turnover_multiple_bp: number;
    link_limit: number;
    identity_review: boolean;
  },
) =>
  db
    .updateTable('referral_settings')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();

export const setSettingsPromotion = (db: Executor, promotionId: number) =>
  db.updateTable('referral_settings').set({ promotion_id: promotionId }).where('id', '=', 1).where('promotion_id', 'is', null).execute();

export const findDefaultLink = (db: Executor, memberId: bigint) =>
  db.selectFrom('referral_links').selectAll().where('member_id', '=', memberId).where('is_default', '=', true).executeTakeFirst();

/** The member's default link; a concurrent twin's insert wins and is read back. */
export const insertDefaultLink = async (db: Executor, memberId: bigint, code: string) => {
  await db
    .insertInto('referral_links')
    .values({ member_id: memberId, code, label: null, is_default: true })
    .onConflict((oc) => oc.column('member_id').where('is_default', '=', true).doNothing())
    .execute();
  return findDefaultLink(db, memberId);
};

export const insertLink = (db: Executor, memberId: bigint, code: string, label: string) =>
  db.insertInto('referral_links').values({ member_id: memberId, code, label, is_default: false }).returningAll().executeTakeFirstOrThrow();

export const findLinkByLabel = (db: Executor, memberId: bigint, label: string) =>
  db
    .selectFrom('referral_links')
    .selectAll()
    .where('member_id', '=', memberId)
    .where(sql<boolean>`lower(label) = lower(${label})`)
    .executeTakeFirst();

export const findMemberLink = (db: Executor, memberId: bigint, id: bigint) =>
  db.selectFrom('referral_links').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();

export const renameLink = (db: Executor, id: bigint, label: string) =>
  db.updateTable('referral_links').set({ label }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const findLinkByCode = (db: Executor, code: string) => db.selectFrom('referral_links').selectAll().where('code', '=', code).executeTakeFirst();

export const countLabelledLinks = async (db: Executor, memberId: bigint) => {
  const row = await db
    .selectFrom('referral_links')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('is_default', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Serialises link creation per member, so two requests at once cannot pass the limit together. */
export const lockMemberLinks = (db: Executor, memberId: bigint) => sql`select pg_advisory_xact_lock(72019, ${Number(memberId % 2_000_000_000n)})`.execute(db);

export type LinkFiguresRow = {
  id: bigint;
  code: string;
  label: string | null;
  is_default: boolean;
  created_at: Date;
  clicks: string;
  registrations: string;
  first_deposits: string;
  rewards: string;
};

/** A member's links, default first, each with its clicks, registrations, first deposits and rewards paid. */
export const linksWithFigures = async (db: Executor, memberId: bigint, linkId?: bigint): Promise<LinkFiguresRow[]> => {
  const rows = await sql<LinkFiguresRow>`
    select l.id, l.code, l.label, l.is_default, l.created_at,
      (select count(*) from referral_link_clicks c where c.link_id = l.id)::text as clicks,
      (select count(*) from referrals r where r.link_id = l.id)::text as registrations,
      (select count(*) from referrals r where r.link_id = l.id
        and exists (select 1 from deposits d where d.member_id = r.referee_id and d.status = 'credited'))::text as first_deposits,
      (select coalesce(sum(w.amount), 0) from referral_rewards w where w.link_id = l.id and w.status = 'paid')::text as rewards
    from referral_links l
    where l.member_id = ${memberId} ${linkId === undefined ? sql`` : sql`and l.id = ${linkId}`}
    order by l.is_default desc, l.id`.execute(db);
  return rows.rows.map((r) => ({ ...r, id: BigInt(r.id), created_at: new Date(r.created_at) }));
};

/** Counts a visit once per link, day and visitor; answers whether it was new. */
export const recordClick = async (db: Executor, linkId: bigint, day: string, visitor: string) => {
  const row = await db
    .insertInto('referral_link_clicks')
    .values({ link_id: linkId, day, visitor })
    .onConflict((oc) => oc.columns(['link_id', 'day', 'visitor']).doNothing())
    .returning('link_id')
    .executeTakeFirst();
  return row !== undefined;
};

export const insertReferral = (db: Executor, row: { refereeId: bigint; referrerId: bigint; linkId: bigint }) =>
  db
    .insertInto('referrals')
    .values({ referee_id: row.refereeId, referrer_id: row.referrerId, link_id: row.linkId })
    .onConflict((oc) => oc.column('referee_id').doNothing())
    .execute();

export const findReferral = (db: Executor, refereeId: bigint) => db.selectFrom('referrals').selectAll().where('referee_id', '=', refereeId).executeTakeFirst();

export const memberRewards = (db: Executor, referrerId: bigint, limit: number) =>
  db
    .selectFrom('referral_rewards as w')
    .innerJoin('members as m', 'm.id', 'w.referee_id')
    .select(['w.id', 'w.rule', 'w.amount', 'w.status', 'w.created_at', 'm.account as referee_account'])
    .where('w.referrer_id', '=', referrerId)
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();

export type RewardCandidate = { referee_id: bigint; referrer_id: bigint; link_id: bigint; rule: ReferralRewardRule };

/**
 * Referees whose reward is due and not yet decided, in one set-based pass: the first credited
 * deposit at least the minimum (first_deposit), and valid bets since the binding reaching the figure
 * (valid_bets). A rule at zero pays nothing and finds no one.
 */
export const dueRewards = async (
  db: Executor,
  rules: { firstDepositAmount: bigint; firstDepositMin: bigint; validBetsAmount: bigint; validBetsFigure: bigint },
  limit: number,
): Promise<RewardCandidate[]> => {
  const rows = await sql<{ referee_id: string; referrer_id: string; link_id: string; rule: ReferralRewardRule }>`
    with first_deposits as (
      select distinct on (d.member_id) d.member_id, d.amount
      from deposits d join referrals r on r.referee_id = d.member_id
      where d.status = 'credited'
      order by d.member_id, d.id
    )
    select r.referee_id::text, r.referrer_id::text, r.link_id::text, 'first_deposit' as rule
      from referrals r join first_deposits f on f.member_id = r.referee_id
      where ${rules.firstDepositAmount} > 0 and f.amount >= ${rules.firstDepositMin}
        and not exists (select 1 from referral_rewards w where w.referee_id = r.referee_id and w.rule = 'first_deposit')
    union all
    select r.referee_id::text, r.referrer_id::text, r.link_id::text, 'valid_bets'
      from referrals r
      where ${rules.validBetsAmount} > 0
        and not exists (select 1 from referral_rewards w where w.referee_id = r.referee_id and w.rule = 'valid_bets')
        and (select coalesce(sum(h.valid_bet), 0) from member_game_hourly h
             where h.member_id = r.referee_id and h.hour_start >= date_trunc('hour', r.created_at)) >= ${rules.validBetsFigure}
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ referee_id: BigInt(r.referee_id), referrer_id: BigInt(r.referrer_id), link_id: BigInt(r.link_id), rule: r.rule }));
};

/** Records a decided reward; a twin run's row wins and this one is dropped. */
export const insertReward = (
  db: Executor,
  row: RewardCandidate & { amount: bigint; status: ReferralRewardStatus; claimId: bigint | null; reason: string | null },
) =>
  db
    .insertInto('referral_rewards')
    .values({
      referee_id: row.referee_id,
      referrer_id: row.referrer_id,
      link_id: row.link_id,
      rule: row.rule,
      amount: row.amount,
      status: row.status,
      claim_id: row.claimId,
      reason: row.reason,
    })
    .onConflict((oc) => oc.columns(['referee_id', 'rule']).doNothing())
    .execute();

export const heldRewards = (db: Executor) => db.selectFrom('referral_rewards').select(['id', 'claim_id']).where('status', '=', 'held').limit(500).execute();

export const settleReward = (db: Executor, id: bigint, status: ReferralRewardStatus, reason: string | null) =>
  db.updateTable('referral_rewards').set({ status, reason }).where('id', '=', id).where('status', '=', 'held').execute();

export const acquireLease = async (db: Executor, name: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> => {
  const row = await db
    .insertInto('referral_run_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('referral_run_leases.expires_at', '<', now), eb('referral_run_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
};

export const releaseLease = (db: Executor, name: string, holder: string) =>
  db.deleteFrom('referral_run_leases').where('name', '=', name).where('holder', '=', holder).execute();

export type ReportFilter = { referrerAccount?: string; refereeAccount?: string; from?: string; to?: string };

const reportBase = (db: Executor, f: ReportFilter) => {
  let q = db
    .selectFrom('referrals as r')
    .innerJoin('members as e', 'e.id', 'r.referee_id')
    .innerJoin('members as o', 'o.id', 'r.referrer_id')
    .innerJoin('referral_links as l', 'l.id', 'r.link_id');
  if (f.referrerAccount) q = q.where('o.account', '=', f.referrerAccount);
  if (f.refereeAccount) q = q.where('e.account', '=', f.refereeAccount);
  if (f.from) q = q.where('r.created_at', '>=', new Date(`${f.from}T00:00:00Z`));
  if (f.to) q = q.where('r.created_at', '<', new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000));
  return q;
};

export const countReport = async (db: Executor, f: ReportFilter) => {
  const row = await reportBase(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const reportPage = (db: Executor, f: ReportFilter, page: { pageNo: number; pageSize: number }) =>
  reportBase(db, f)
    .select([
      'r.referee_id',
      'r.referrer_id',
      'r.created_at',
      'e.account as referee_account',
      'o.account as referrer_account',
      'l.code as link_code',
      'l.label as link_label',
      sql<Date | null>`(select min(d.updated_at) from deposits d where d.member_id = r.referee_id and d.status = 'credited')`.as('first_deposit_at'),
      sql<string>`(select coalesce(sum(h.valid_bet), 0) from member_game_hourly h where h.member_id = r.referee_id and h.hour_start >= date_trunc('hour', r.created_at))::text`.as(
        'valid_bets',
      ),
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.referee_id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();

export const rewardsOfReferees = (db: Executor, refereeIds: bigint[]) =>
  refereeIds.length === 0 ? Promise.resolve([]) : db.selectFrom('referral_rewards').selectAll().where('referee_id', 'in', refereeIds).orderBy('id').execute();
