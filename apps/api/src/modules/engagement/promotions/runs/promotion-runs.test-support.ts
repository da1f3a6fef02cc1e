import { randomUUID } from 'node:crypto';
import type { Executor, GameCategory } from '@gp/db';
import { sql } from 'kysely';
import type { RateTier } from './run-math';

/** Test helpers of the promotion runs: a rate-table promotion, members with facts, hourly game figures. */

export const currency = 'INR';
export const zone = 'Asia/Kolkata';

export type RunRuleOptions = {
  kind?: 'cashback_daily' | 'cashback_weekly' | 'rebate';
  rates?: RateTier[];
  cap?: number | null;
  optIn?: boolean;
  holdRuns?: boolean;
  budgetTotal?: bigint | null;
  turnoverMultipleBp?: number;
  startAt?: Date | null;
  endAt?: Date | null;
  enabled?: boolean;
  memberTypes?: number[];
  vipLevels?: number[];
  countries?: string[];
  newMembersOnly?: boolean;
};

export const insertRunPromotion = async (db: Executor, options: RunRuleOptions = {}): Promise<number> => {
  const kind = options.kind ?? 'cashback_daily';
  const promotion = await db
    .insertInto('content_promotions')
    .values({
      title: `Cashback ${randomUUID().slice(0, 6)}`,
      category: 'CASHBACK',
      images: '[]',
      content: '',
      language: 'EN',
      start_at: options.startAt ?? null,
      end_at: options.endAt ?? null,
      enabled: options.enabled ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parameters = {
    kind,
    rates: options.rates ?? [{ category: null, vipLevel: null, rateBp: 1_000 }],
    cap: options.cap ?? null,
    ...(options.optIn !== undefined ? { optIn: options.optIn } : {}),
    ...(options.holdRuns !== undefined ? { holdRuns: options.holdRuns } : {}),
  };
  await db
    .insertInto('promotion_rules')
    .values({
      promotion_id: promotion.id,
      kind,
      parameters: JSON.stringify(parameters),
      budget_total: options.budgetTotal ?? null,
      turnover_multiple_bp: options.turnoverMultipleBp ?? 0,
      member_types: options.memberTypes ?? [],
      vip_levels: options.vipLevels ?? [],
      countries: options.countries ?? [],
      new_members_only: options.newMembersOnly ?? false,
    })
    .execute();
  return promotion.id;
};

export type MemberFacts = {
  vipLevel?: number;
  country?: string | null;
  type?: number;
  status?: 'active' | 'disabled' | 'frozen';
  registerMethod?: 'username' | 'trial';
  createdAt?: Date;
};

export const insertRunMember = async (db: Executor, facts: MemberFacts = {}): Promise<bigint> => {
  const row = await db
    .insertInto('members')
    .values({
      account: `r${randomUUID().slice(0, 12).replaceAll('-', '')}`,
      password_hash: 'x',
      register_method: facts.registerMethod ?? 'username',
      vip_level: facts.vipLevel ?? 0,
      country: facts.country ?? null,
      type: facts.type ?? 0,
      status: facts.status ?? 'active',
      ...(facts.createdAt ? { created_at: facts.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Adds figures to a member's hour bucket (one vendor id; member_game_hourly has no vendor key). */
export const addHour = async (
  db: Executor,
  memberId: bigint,
  hourStart: Date,
  figures: { category?: GameCategory; bet?: number; refund?: number; win?: number; vendorId?: number },
): Promise<void> => {
  await db
    .insertInto('member_game_hourly')
    .values({
      member_id: memberId,
      hour_start: hourStart,
      vendor_id: figures.vendorId ?? 1,
      game_type: figures.category ?? 'RNG',
      currency,
      bet_count: 1,
      bet_amount: BigInt(figures.bet ?? 0),
      refund_amount: BigInt(figures.refund ?? 0),
      win_amount: BigInt(figures.win ?? 0),
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'hour_start', 'vendor_id', 'game_type', 'currency']).doUpdateSet({
        bet_amount: sql`member_game_hourly.bet_amount + excluded.bet_amount`,
        refund_amount: sql`member_game_hourly.refund_amount + excluded.refund_amount`,
        win_amount: sql`member_game_hourly.win_amount + excluded.win_amount`,
      }),
    )
    .execute();
};

/** The start of a local hour of a business day (`2026-11-10`, 14 -> 14:00 Asia/Kolkata). */
export const localHour = (day: string, hour: number): Date => new Date(new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`).getTime());

/** Just after the end of a business day: a tick then pays that day. */
export const afterDay = (day: string): Date => new Date(new Date(`${day}T00:05:00+05:30`).getTime() + 86_400_000);

export const mainBalance = async (db: Executor, memberId: bigint): Promise<bigint | null> => {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', 'player_main')
    .where('owner_type', '=', 'player')
    .where('owner_id', '=', String(memberId))
    .executeTakeFirst();
  return row?.balance ?? null;
};

export const runsOf = (db: Executor, promotionId: number) =>
  db.selectFrom('promotion_runs').selectAll().where('promotion_id', '=', promotionId).orderBy('id').execute();

export const runMembersOf = (db: Executor, runId: bigint) =>
  db.selectFrom('promotion_run_members').selectAll().where('run_id', '=', runId).orderBy('member_id').execute();

export const bonusJournals = async (db: Executor, promotionId: number): Promise<number> => {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from ledger_journals
    where kind = 'bonus' and idempotency_key like ${`promotion:${promotionId}:%`}`.execute(db);
  return Number(rows[0]?.n ?? 0);
};
