import type { AgentContractPeriod, AgentContractType } from '@gp/db';
import { sql } from 'kysely';
import type { TestApp } from '../../../testing/test-app';
import { findMainWallet, openHouseAccount } from '../../money/ledger';
import { addVendor, currency, type TestMember } from '../../money/wallet/wallet.test-support';

/** Test helpers for settlement: contracts and game figures written directly, money read back from the ledger. */

/** An accepted contract, effective from `effectiveFrom`. */
export const insertContract = async (
  t: TestApp,
  c: {
    type: AgentContractType;
    upline: TestMember | null;
    downline: TestMember;
    terms: Record<string, unknown>;
    period: AgentContractPeriod;
    effectiveFrom: Date;
    endedAt?: Date;
  },
): Promise<bigint> => {
  const row = await t.database.db
    .insertInto('agent_contracts')
    .values({
      type: c.type,
      upline_id: c.upline?.id ?? null,
      downline_id: c.downline.id,
      status: c.endedAt ? 'terminated' : 'active',
      terms: JSON.stringify(c.terms),
      period: c.period,
      offer_expires_at: c.effectiveFrom,
      responded_at: c.effectiveFrom,
      effective_from: c.effectiveFrom,
      ended_at: c.endedAt ?? null,
      ended_by: c.endedAt ? 'upline' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

// One vendor per test database: files share loaded modules, never a database.
const vendorIds = new WeakMap<TestApp['database'], number>();
const figuresVendor = async (t: TestApp): Promise<number> => {
  const known = vendorIds.get(t.database);
  if (known !== undefined) return known;
  const { id } = await addVendor(t, `FIG${Date.now() % 100_000}`, 'seamless');
  vendorIds.set(t.database, id);
  return id;
};

/** Adds a member's game figures to a business day (its first hour in Kolkata, the tests' business time zone). */
export const addDay = async (t: TestApp, member: TestMember, day: string, bet: number, win: number) => {
  const vendor = await figuresVendor(t);
  await t.database.db
    .insertInto('member_game_hourly')
    .values({
      member_id: member.id,
      hour_start: sql<Date>`${day}::date::timestamp at time zone 'Asia/Kolkata'`,
      vendor_id: vendor,
      game_type: 'RNG',
      currency,
      bet_count: 1,
      bet_amount: BigInt(bet),
      win_amount: BigInt(win),
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'hour_start', 'vendor_id', 'game_type', 'currency']).doUpdateSet({
        bet_amount: sql`member_game_hourly.bet_amount + excluded.bet_amount`,
        win_amount: sql`member_game_hourly.win_amount + excluded.win_amount`,
      }),
    )
    .execute();
};

/** Adds a member's game figures to an hour bucket. */
export const addHour = async (t: TestApp, member: TestMember, hourStart: Date, bet: number, win: number) => {
  const vendor = await figuresVendor(t);
  await t.database.db
    .insertInto('member_game_hourly')
    .values({
      member_id: member.id,
      hour_start: hourStart,
      vendor_id: vendor,
      game_type: 'RNG',
      currency,
      bet_count: 1,
      bet_amount: BigInt(bet),
      win_amount: BigInt(win),
    })
    .execute();
};

export const agentBalance = async (t: TestApp, member: TestMember): Promise<number> =>
  Number((await findMainWallet(t.database.db, { id: member.id, isAgent: true }, currency))?.balance ?? 0n);

/** What the platform has paid out of house_commission (a positive number). */
export const commissionPaid = async (t: TestApp): Promise<number> => {
  const house = await openHouseAccount(t.database.db, 'house_commission', currency);
  const row = await t.database.db
    .selectFrom('ledger_legs')
    .select((eb) => eb.fn.sum<string>('amount').as('s'))
    .where('account_id', '=', house.id)
    .executeTakeFirst();
  return -Number(row?.s ?? 0);
};

/** A real staff member (run rows reference staff_users). */
export const newStaffId = async (t: TestApp): Promise<bigint> => {
  const username = `settler${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  await t.staffToken(['admin'], username);
  return BigInt((await t.database.db.selectFrom('staff_users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
};

export const settlementsOf = (t: TestApp, contractId: bigint) =>
  t.database.db.selectFrom('agent_settlements').selectAll().where('contract_id', '=', contractId).orderBy('period_start').execute();

export const journalsOf = async (t: TestApp, settlementId: bigint) =>
  (
    await sql<{
      idempotency_key: string;
    }>`select idempotency_key from ledger_journals where kind = 'agent_income' and metadata->>'settlementId' = ${String(settlementId)} order by id`.execute(
      t.database.db,
    )
  ).rows.map((r) => r.idempotency_key);
