import { sql, type Kysely } from 'kysely';

/**
 * The promotions engine's tables. A rule per promotion (kind, checked parameters, eligibility, budget,
 * turnover multiple), one claim row per member, promotion and period (the unique key is what makes a
 * second claim for a period impossible, whatever the callers race), and the money domain's wagering
 * requirements a bonus leaves behind for withdrawals to check.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table promotion_rules (
    promotion_id integer primary key references content_promotions (id) on delete cascade,
    kind text not null constraint promotion_rules_kind
      check (kind in ('first_deposit', 'reload', 'signup', 'cashback_daily', 'cashback_weekly', 'rebate', 'apply')),
    parameters jsonb not null default '{}'::jsonb constraint promotion_rules_parameters check (jsonb_typeof(parameters) = 'object'),
    member_types integer[] not null default '{}',
    vip_levels integer[] not null default '{}',
    new_members_only boolean not null default false,
    countries text[] not null default '{}',
    limit_per_day integer constraint promotion_rules_limit_per_day check (limit_per_day > 0),
    limit_per_week integer constraint promotion_rules_limit_per_week check (limit_per_week > 0),
    limit_lifetime integer constraint promotion_rules_limit_lifetime check (limit_lifetime > 0),
    budget_total bigint constraint promotion_rules_budget_total check (budget_total >= 0),
    budget_used bigint not null default 0 constraint promotion_rules_budget_used check (budget_used >= 0),
    turnover_multiple_bp integer not null default 0 constraint promotion_rules_turnover check (turnover_multiple_bp between 0 and 10000000),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint promotion_rules_within_budget check (budget_total is null or budget_used <= budget_total)
  )`.execute(db);

  await sql`create table promotion_claims (
    id bigint generated always as identity primary key,
    promotion_id integer not null references content_promotions (id) on delete restrict,
    member_id bigint not null references members (id),
    period_key text not null constraint promotion_claims_period_key check (period_key ~ '^[A-Za-z0-9:_-]{1,64}$'),
    status text not null constraint promotion_claims_status
      check (status in ('signed_up', 'applying', 'processing', 'issued', 'claimed', 'rejected')),
    amount bigint not null default 0 constraint promotion_claims_amount check (amount >= 0),
    remark text constraint promotion_claims_remark check (char_length(remark) <= 140),
    image_urls jsonb not null default '[]'::jsonb
      constraint promotion_claims_image_urls check (jsonb_typeof(image_urls) = 'array' and jsonb_array_length(image_urls) <= 3),
    reviewer_id integer references staff_users (id),
    reason text constraint promotion_claims_reason check (char_length(reason) <= 500),
    journal_id bigint references ledger_journals (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    reviewed_at timestamptz,
    constraint promotion_claims_once_per_period unique (promotion_id, member_id, period_key),
    constraint promotion_claims_paid_has_journal check (status not in ('issued', 'claimed') or journal_id is not null)
  )`.execute(db);
  await sql`create index promotion_claims_member on promotion_claims (member_id, created_at desc)`.execute(db);

  await sql`create table wagering_requirements (
    id bigint generated always as identity primary key,
    member_id bigint not null references members (id),
    source_journal_id bigint not null references ledger_journals (id),
    amount_required bigint not null constraint wagering_requirements_amount check (amount_required >= 0),
    status text not null default 'active'
      constraint wagering_requirements_status check (status in ('active', 'met', 'waived', 'forfeited')),
    created_at timestamptz not null default now(),
    closed_at timestamptz,
    constraint wagering_requirements_source_key unique (source_journal_id),
    constraint wagering_requirements_closed check ((status = 'active') = (closed_at is null))
  )`.execute(db);
  await sql`create index wagering_requirements_active on wagering_requirements (member_id) where status = 'active'`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table wagering_requirements`.execute(db);
  await sql`drop table promotion_claims`.execute(db);
  await sql`drop table promotion_rules`.execute(db);
};
