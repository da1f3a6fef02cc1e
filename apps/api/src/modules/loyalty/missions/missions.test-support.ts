import { randomUUID } from 'node:crypto';
import type { MissionCondition } from '@gp/contracts';
import type { Database, Executor, MissionRewardKind } from '@gp/db';
import { sql } from 'kysely';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { createAuditService } from '../../platform/audit';
import { createSettingsService } from '../../platform/settings';
import { createMissionsService } from './missions.service';

/** Test helpers of the missions tiers: members, a loyalty promotion, missions and the facts they read. */

export const zone = 'UTC';

export const insertMember = async (db: Executor, uplineId: bigint | null = null): Promise<MemberPrincipal> => {
  const account = `m${randomUUID().slice(0, 12).replaceAll('-', '')}`;
  const row = await db
    .insertInto('members')
    .values({ account, password_hash: 'x', register_method: 'username', upline_id: uplineId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, account, type: 0, isTrial: false, isAgent: false, sessionId: 1n };
};

export const insertLoyaltyPromotion = async (db: Executor, budgetTotal: bigint | null = null): Promise<number> => {
  const promotion = await db
    .insertInto('content_promotions')
    .values({ title: 'Missions', category: 'VIP', images: '[]', content: '', language: 'EN', enabled: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('promotion_rules')
    .values({
      promotion_id: promotion.id,
      kind: 'loyalty',
      parameters: JSON.stringify({ kind: 'loyalty' }),
      budget_total: budgetTotal,
      turnover_multiple_bp: 0,
    })
    .execute();
  return promotion.id;
};

export const insertMission = async (
  db: Executor,
  mission: {
    conditions: MissionCondition[];
    rewardKind: MissionRewardKind;
    rewardAmount: bigint;
    promotionId?: number | null;
    period?: 'daily' | 'weekly';
    turnoverMultipleBp?: number;
  },
): Promise<number> => {
  const row = await db
    .insertInto('loyalty_missions')
    .values({
      period: mission.period ?? 'daily',
      title: 'Test mission',
      conditions: JSON.stringify(mission.conditions),
      reward_kind: mission.rewardKind,
      reward_amount: mission.rewardAmount,
      turnover_multiple_bp: mission.turnoverMultipleBp ?? 0,
      promotion_id: mission.promotionId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Rounds and valid bets in one hourly bucket (what the vendor wallet call adds up). */
export const playRounds = async (db: Executor, memberId: bigint, at: Date, rounds: number, bet: bigint, gameType = 'RNG', win = 0n): Promise<void> => {
  const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  await sql`insert into member_game_hourly (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, win_amount)
    values (${memberId}, ${hour}, 1, ${gameType}, 'INR', ${rounds}, ${bet}, ${win})
    on conflict (member_id, hour_start, vendor_id, game_type, currency)
    do update set bet_count = member_game_hourly.bet_count + excluded.bet_count, bet_amount = member_game_hourly.bet_amount + excluded.bet_amount,
      win_amount = member_game_hourly.win_amount + excluded.win_amount`.execute(db);
};

export const creditDeposit = async (db: Executor, memberId: bigint, amount: bigint, at: Date): Promise<void> => {
  await sql`insert into payment_methods (code, name, kind, provider_code, min_amount, max_amount)
    values ('mission-test', 'Test', 'gateway', 'sandbox', 1, 100000000) on conflict (code) do nothing`.execute(db);
  await sql`insert into deposits (order_no, member_id, method_id, kind, provider_code, amount, currency, status, idempotency_key, request_hash, created_at)
    select ${randomUUID()}, ${memberId}, id, 'gateway', 'sandbox', ${amount}, 'INR', 'credited', ${randomUUID()}, 'x', ${at}
    from payment_methods where code = 'mission-test'`.execute(db);
};

export const logIn = async (db: Executor, memberId: bigint, at: Date): Promise<void> => {
  await sql`insert into member_login_events (account_key, member_id, ip, method, outcome, created_at) values ('k', ${memberId}, '127.0.0.1', 'password', 'success', ${at})`.execute(
    db,
  );
};

export const missionsServiceFor = (database: Database, now: () => Date) => {
  const audit = createAuditService(database.db);
  const settings = createSettingsService(database.db, audit, 0);
  return createMissionsService(database.db, { settings, timeZone: zone, clock: now });
};
