import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './create-db';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { createTestDb } from './testing/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('migrations', () => {
  it('are recorded by name, and a second run applies nothing', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('make the audit log append-only in the database', async () => {
    await sql`insert into audit_log (id, at, actor_type, action, details, prev_hash, hash)
      values (1, now(), 'system', 'test', '{}', 'a', 'b')`.execute(database.db);
    await expect(sql`update audit_log set action = 'x'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('seed the audit chain from an all-zero hash', async () => {
    const { rows } = await sql<{ id: number; last_id: bigint; last_hash: string }>`select id, last_id, last_hash from audit_chain_head`.execute(database.db);
    expect(rows).toEqual([{ id: 1, last_id: 0n, last_hash: '0'.repeat(64) }]);
  });

  it('refuse a ledger leg past the currency maximum of 10^15 minor units', async () => {
    const open = async (kind: string, ownerType: string, balance: bigint | null) =>
      (
        await sql<{ id: bigint }>`insert into ledger_accounts (kind, owner_type, owner_id, currency, balance)
          values (${kind}, ${ownerType}, ${`${kind}-${Date.now()}`}, 'QZZ', ${balance}) returning id`.execute(database.db)
      ).rows[0]?.id ?? 0n;
    const [house, wallet] = [await open('house_game', 'vendor', null), await open('player_main', 'player', 0n)];
    const win = 9_007_199_254_740_991n;
    const post = sql`select * from ledger_post(${`win-${wallet}`}, 'test', 'h', '{}'::jsonb, ${`{${house},${wallet}}`}::int8[], ${`{${-win},${win}}`}::int8[], true)`;
    await expect(post.execute(database.db)).rejects.toThrow('AMOUNT_LIMIT_EXCEEDED');
  });
});
