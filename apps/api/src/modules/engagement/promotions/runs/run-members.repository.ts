import type { Executor, PromotionRunMemberStatus } from '@gp/db';
import { sql } from 'kysely';
import type { RateTier, RunKind } from './run-math';

/** The members of a run: computed in one statement, paid chunk by chunk (promotion_run_members). */

export type ComputeInput = {
  runId: bigint;
  promotionId: number;
  kind: RunKind;
  periodKey: string;
  /** The hours counted: [from, to). */
  from: Date;
  to: Date;
  currency: string;
  rates: readonly RateTier[];
  cap: bigint | null;
  optIn: boolean;
  hold: boolean;
  /** Exclusions in force at this instant keep a member out. */
  now: Date;
  trialTypeCode: number;
};

/**
 * Computes every member's award of the period in ONE statement (the rules of run-math.ts):
 * member_game_hourly summed per member and category over the period, the categories with a base
 * above zero, each at its most specific rate, summed, rounded down once, capped. Only eligible
 * members: active, not trial, the rule's member types, VIP levels, countries and "new members
 * only", no exclusion in force now, signed up when the rule asks for it, and no claim for this
 * period yet (a re-run pays only members not paid before). The run row moves on in the same
 * statement (held or paying, with its member count and total), so a crash leaves it computing with
 * no members, to compute again.
 */
export const insertRunMembers = async (db: Executor, input: ComputeInput): Promise<{ members: number; total: bigint } | null> => {
  const rates = JSON.stringify(input.rates.map((r) => ({ category: r.category, vipLevel: r.vipLevel, rateBp: r.rateBp })));
  const rebate = input.kind === 'rebate';
  const status: PromotionRunMemberStatus = input.hold ? 'held' : 'owed';
  const { rows } = await sql<{ members: number; total: string }>`
    with rule as (
      select r.member_types, r.vip_levels, r.countries, r.new_members_only, p.start_at
      from promotion_rules r join content_promotions p on p.id = r.promotion_id
      where r.promotion_id = ${input.promotionId}
    ),
    tiers as (
      select e.ord, e.v->>'category' as category, (e.v->>'vipLevel')::int as vip_level, (e.v->>'rateBp')::int as rate_bp,
        (case when e.v->>'category' is not null then 2 else 0 end) + (case when e.v->>'vipLevel' is not null then 1 else 0 end) as specificity
      from jsonb_array_elements(${rates}::jsonb) with ordinality e(v, ord)
    ),
    figures as (
      select h.member_id, h.game_type as category,
        sum(case when ${rebate}::boolean then h.bet_amount - h.refund_amount else h.bet_amount - h.refund_amount - h.win_amount end) as base
      from member_game_hourly h
      where h.hour_start >= ${input.from} and h.hour_start < ${input.to} and h.currency = ${input.currency}
      group by h.member_id, h.game_type
    ),
    eligible as (
      select m.id, m.vip_level
      from members m cross join rule
      where m.id in (select f.member_id from figures f where f.base > 0)
        and m.status = 'active' and m.register_method <> 'trial' and m.type <> ${input.trialTypeCode}
        and (cardinality(rule.member_types) = 0 or m.type = any(rule.member_types))
        and (cardinality(rule.vip_levels) = 0 or m.vip_level = any(rule.vip_levels))
        and (cardinality(rule.countries) = 0 or m.country = any(rule.countries))
        and (not rule.new_members_only or rule.start_at is null or m.created_at >= rule.start_at)
        and not exists (select 1 from member_exclusions x where x.member_id = m.id and x.starts_at <= ${input.now} and x.ends_at > ${input.now})
        and (not ${input.optIn}::boolean or exists (select 1 from promotion_claims c
          where c.promotion_id = ${input.promotionId} and c.member_id = m.id and c.period_key = 'joined' and c.status = 'signed_up'))
        and not exists (select 1 from promotion_claims c
          where c.promotion_id = ${input.promotionId} and c.member_id = m.id and c.period_key = ${input.periodKey})
    ),
    lines as (
      select f.member_id, f.category, f.base, t.rate_bp
      from figures f join eligible e on e.id = f.member_id
      cross join lateral (
        select t.rate_bp from tiers t
        where (t.category is null or t.category = f.category) and (t.vip_level is null or t.vip_level = e.vip_level)
        order by t.specificity desc, t.ord limit 1
      ) t
      where f.base > 0
    ),
    awards as (
      select l.member_id, sum(l.base)::int8 as base,
        case when min(l.rate_bp) = max(l.rate_bp) then min(l.rate_bp) end as rate_bp,
        (floor(sum(l.base::numeric * l.rate_bp) / 10000))::int8 as raw,
        jsonb_agg(jsonb_build_object('category', l.category, 'base', l.base, 'rateBp', l.rate_bp) order by l.category) as lines
      from lines l group by l.member_id
    ),
    inserted as (
      insert into promotion_run_members (run_id, member_id, base_amount, rate_bp, amount, lines, status)
      select ${input.runId}, a.member_id, a.base, a.rate_bp, least(a.raw, coalesce(${input.cap}::int8, a.raw)), a.lines, ${status}
      from awards a where least(a.raw, coalesce(${input.cap}::int8, a.raw)) > 0
      returning amount
    ),
    moved as (
      update promotion_runs set members = (select count(*) from inserted), total = (select coalesce(sum(amount), 0) from inserted),
        computed_at = now(), updated_at = now(), status = ${input.hold ? 'held' : 'paying'}
      where id = ${input.runId} and status = 'computing'
      returning members, total
    )
    select members, total::text as total from moved`.execute(db);
  const [row] = rows;
  return row ? { members: row.members, total: BigInt(row.total) } : null;
};

/** The promotion's rule row locked: budget checks and chunks of every run of the promotion queue here. */
export const lockRuleBudget = async (db: Executor, promotionId: number) =>
  db
    .selectFrom('promotion_rules')
    .select(['budget_total as budgetTotal', 'budget_used as budgetUsed', 'turnover_multiple_bp as turnoverMultipleBp'])
    .where('promotion_id', '=', promotionId)
    .forUpdate()
    .executeTakeFirst();

export type ChunkRow = {
  memberId: bigint;
  type: number;
  amount: bigint;
  /** A claim for this promotion and period exists already (paid by another run): nothing to pay. */
  claimJournalId: bigint | null;
  claimed: boolean;
  /** Running sum of the amounts still to pay, in member order: what the budget check compares. */
  running: bigint;
};

/**
 * The next owed members of the run (member order, locked), each with any claim of the period and
 * the running sum of what is to pay: the budget lasts for a prefix, the rest is short.
 */
export const nextChunk = async (db: Executor, run: { id: bigint; promotionId: number; periodKey: string }, size: number): Promise<ChunkRow[]> => {
  const { rows } = await sql<{ member_id: string; type: number; amount: string; claim_journal_id: string | null; claimed: boolean; running: string }>`
    with chunk as (
      select rm.member_id, rm.amount from promotion_run_members rm
      where rm.run_id = ${run.id} and rm.status = 'owed'
      order by rm.member_id limit ${size}
      for update
    )
    select c.member_id::text, m.type, c.amount::text, pc.journal_id::text as claim_journal_id, pc.id is not null as claimed,
      (sum(case when pc.id is null then c.amount else 0 end) over (order by c.member_id))::text as running
    from chunk c
    join members m on m.id = c.member_id
    left join promotion_claims pc on pc.promotion_id = ${run.promotionId} and pc.member_id = c.member_id and pc.period_key = ${run.periodKey}
    order by c.member_id`.execute(db);
  return rows.map((r) => ({
    memberId: BigInt(r.member_id),
    type: r.type,
    amount: BigInt(r.amount),
    claimJournalId: r.claim_journal_id === null ? null : BigInt(r.claim_journal_id),
    claimed: r.claimed,
    running: BigInt(r.running),
  }));
};

/** The owed members of a run, a page at a time (wallets are opened for them before paying). */
export const owedMemberPage = (db: Executor, runId: bigint, afterMemberId: bigint, size: number) =>
  db
    .selectFrom('promotion_run_members as rm')
    .innerJoin('members as m', 'm.id', 'rm.member_id')
    .select(['rm.member_id as memberId', 'm.type'])
    .where('rm.run_id', '=', runId)
    .where('rm.status', '=', 'owed')
    .where('rm.member_id', '>', afterMemberId)
    .orderBy('rm.member_id')
    .limit(size)
    .execute();

const int8Array = (values: readonly bigint[]): string => `{${values.join(',')}}`;

/** The chunk's claims, status `issued` with their journals; a claim already there stays as it is. */
export const insertIssuedClaims = async (
  db: Executor,
  input: { promotionId: number; periodKey: string; memberIds: readonly bigint[]; amounts: readonly bigint[]; journalIds: readonly bigint[] },
): Promise<void> => {
  if (input.memberIds.length === 0) return;
  await sql`insert into promotion_claims (promotion_id, member_id, period_key, status, amount, journal_id)
    select ${input.promotionId}, u.member_id, ${input.periodKey}, 'issued', u.amount, u.journal_id
    from unnest(${int8Array(input.memberIds)}::int8[], ${int8Array(input.amounts)}::int8[], ${int8Array(input.journalIds)}::int8[]) u(member_id, amount, journal_id)
    on conflict (promotion_id, member_id, period_key) do nothing`.execute(db);
};

/** Marks members of the run with one status (and each its journal, when given), in one statement. */
export const markMembers = async (
  db: Executor,
  runId: bigint,
  status: PromotionRunMemberStatus,
  memberIds: readonly bigint[],
  journalIds: readonly (bigint | null)[] | null,
): Promise<void> => {
  if (memberIds.length === 0) return;
  const journals = journalIds ? `{${journalIds.map((j) => (j === null ? 'NULL' : String(j))).join(',')}}` : null;
  await sql`update promotion_run_members rm set status = ${status}, paid_at = case when ${status} in ('paid', 'already_paid') then now() else null end,
      journal_id = coalesce(u.journal_id, rm.journal_id)
    from unnest(${int8Array(memberIds)}::int8[], coalesce(${journals}::int8[], array_fill(null::int8, array[${memberIds.length}::int4]))) u(member_id, journal_id)
    where rm.run_id = ${runId} and rm.member_id = u.member_id`.execute(db);
};

/** Adds the chunk's payments to the rule's budget_used (the caller holds the rule row lock). */
export const spendBudget = async (db: Executor, promotionId: number, amount: bigint): Promise<void> => {
  if (amount === 0n) return;
  await db
    .updateTable('promotion_rules')
    .set((eb) => ({ budget_used: eb('budget_used', '+', amount), updated_at: sql<Date>`now()` }))
    .where('promotion_id', '=', promotionId)
    .execute();
};

/** The chunk's figures added to the run, and its progress time moved (what stale detection reads). */
export const addRunProgress = async (
  db: Executor,
  runId: bigint,
  progress: { paidCount: number; paidAmount: bigint; shortCount: number; shortAmount: bigint },
) => {
  await db
    .updateTable('promotion_runs')
    .set((eb) => ({
      paid_count: eb('paid_count', '+', progress.paidCount),
      paid_amount: eb('paid_amount', '+', progress.paidAmount),
      budget_short_count: eb('budget_short_count', '+', progress.shortCount),
      budget_short_amount: eb('budget_short_amount', '+', progress.shortAmount),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', runId)
    .execute();
};

/** Hold: members still owed wait; release: they are owed again. */
export const moveMembers = async (db: Executor, runId: bigint, from: PromotionRunMemberStatus, to: PromotionRunMemberStatus): Promise<void> => {
  await db.updateTable('promotion_run_members').set({ status: to }).where('run_id', '=', runId).where('status', '=', from).execute();
};

export type MemberFilter = { status?: PromotionRunMemberStatus | undefined; account?: string | undefined };

const memberQuery = (db: Executor, runId: bigint, filter: MemberFilter) => {
  let query = db.selectFrom('promotion_run_members as rm').innerJoin('members as m', 'm.id', 'rm.member_id').where('rm.run_id', '=', runId);
  if (filter.status !== undefined) query = query.where('rm.status', '=', filter.status);
  if (filter.account !== undefined) query = query.where(sql<boolean>`lower(m.account) = lower(${filter.account})`);
  return query;
};

export const countRunMembers = async (db: Executor, runId: bigint, filter: MemberFilter): Promise<number> => {
  const row = await memberQuery(db, runId, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const listRunMembers = (db: Executor, runId: bigint, filter: MemberFilter, limit: number, offset: number) =>
  memberQuery(db, runId, filter)
    .select([
      'rm.member_id as memberId',
      'm.account',
      'rm.base_amount as baseAmount',
      'rm.rate_bp as rateBp',
      'rm.amount',
      'rm.lines',
      'rm.status',
      'rm.journal_id as journalId',
      'rm.paid_at as paidAt',
    ])
    .orderBy('rm.member_id')
    .limit(limit)
    .offset(offset)
    .execute();
