import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './create-db';
import { migrateToLatest } from './migrate';
import * as moneyLimits from './migrations/2026_11_29_0029_money_limits';
import { createTestDb } from './testing/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('migrations', () => {
  it('are idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('make the audit log append-only in the database', async () => {
    await sql`insert into audit_log (id, at, actor_type, action, details, prev_hash, hash)
      values (1, now(), 'system', 'test', '{}', 'a', 'b')`.execute(database.db);
    await expect(sql`update audit_log set action = 'x'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('take the money limits down to the functions and checks before them, and up again', async () => {
    const state = async () => {
      const { rows } = await sql<{ limits: string | null; max: string | null; post: string; wallet: string; checks: string[] }>`select
        to_regclass('ledger_currency_limits')::text as limits, to_regprocedure('ledger_max_minor(text)')::text as max,
        pg_get_functiondef('ledger_post'::regproc) as post, pg_get_functiondef('ledger_post_wallet'::regproc) as wallet,
        array(select pg_get_constraintdef(c.oid) from pg_constraint c
          where c.conname in ('ledger_accounts_balance_check', 'ledger_legs_amount_check', 'ledger_legs_balance_after_check') order by c.conname) as checks`.execute(database.db);
      const row = rows[0];
      if (!row) throw new Error('no state');
      return { ...row, post: row.post.includes('AMOUNT_LIMIT_EXCEEDED'), wallet: row.wallet.includes('AMOUNT_LIMIT_EXCEEDED') };
    };
    const up = await state();
    expect(up).toMatchObject({ limits: 'ledger_currency_limits', max: 'ledger_max_minor(text)', post: true, wallet: true });

    // Migrations take the schema-less Kysely the migrator hands them.
    const untyped = database.db as unknown as Kysely<unknown>;
    await moneyLimits.down(untyped);
    expect(await state()).toEqual({
      limits: null,
      max: null,
      post: false,
      wallet: false,
      checks: ['CHECK ((balance >= 0))', 'CHECK ((amount <> 0))', 'CHECK ((balance_after >= 0))'],
    });

    await moneyLimits.up(untyped);
    expect(await state()).toEqual(up);
  });

  it('refuse the money limits over a balance past 10^15 until a correcting journal brings it down', async () => {
    const untyped = database.db as unknown as Kysely<unknown>;
    const post = (key: string, accounts: bigint[], amounts: bigint[]) =>
      sql`select * from ledger_post(${key}, 'test', ${key}, '{}'::jsonb, ${`{${accounts.join(',')}}`}::int8[], ${`{${amounts.join(',')}}`}::int8[], true)`.execute(database.db);
    const open = async (kind: string, ownerType: string, balance: bigint | null) =>
      (
        await sql<{ id: bigint }>`insert into ledger_accounts (kind, owner_type, owner_id, currency, balance)
          values (${kind}, ${ownerType}, ${`${kind}-${Date.now()}`}, 'QZZ', ${balance}) returning id`.execute(database.db)
      ).rows[0]?.id ?? 0n;
    await moneyLimits.down(untyped);
    // What the old code let through: a vendor win of 2^53 - 1.
    const [house, wallet] = [await open('house_game', 'vendor', null), await open('player_main', 'player', 0n)];
    const win = 9_007_199_254_740_991n;
    await post(`win-${wallet}`, [house, wallet], [-win, win]);
    await expect(moneyLimits.up(untyped)).rejects.toThrow(`ledger accounts ${wallet} hold more than 10^15 minor units`);

    await post(`correction-${wallet}`, [wallet, house], [-win, win]);
    await moneyLimits.up(untyped);
    // The win's legs stay as history; the ledger refuses new legs past the maximum all the same.
    await expect(post(`again-${wallet}`, [house, wallet], [-win, win])).rejects.toThrow('AMOUNT_LIMIT_EXCEEDED');
  });
});
