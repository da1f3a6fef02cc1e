import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableCounter, type TableCounts } from './table-counts';

let database: Database;
let counts: () => Promise<TableCounts>;

beforeAll(async () => {
  database = await createTestDb();
  await sql`create table fruit (id int primary key, parent int references fruit (id) on delete cascade)`.execute(database.db);
  await sql`insert into fruit values (1, null)`.execute(database.db);
  counts = await tableCounter(database.db);
});
afterAll(async () => database.close());

const exactCount = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n);

describe('the table counter', () => {
  it('starts from the real counts of every table', async () => {
    const start = await counts();
    expect(start.fruit).toBe(1);
    expect(start.ledger_accounts).toBe(await exactCount('ledger_accounts'));
  });

  it('sees inserts, deletes and cascades, and nothing of a rolled-back statement', async () => {
    const before = await counts();
    await sql`insert into fruit values (2, 1), (3, 1), (4, null)`.execute(database.db);
    expect(changedTables(before, await counts())).toEqual(['fruit: 1 -> 4']);

    const middle = await counts();
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into fruit values (5, null)`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await sql`insert into fruit values (4, null) on conflict do nothing`.execute(database.db);
    await sql`update fruit set parent = null where id = 4`.execute(database.db);
    expect(changedTables(middle, await counts())).toEqual([]);

    await sql`delete from fruit where id = 1`.execute(database.db);
    const after = await counts();
    expect(after.fruit).toBe(1);
    expect(after.fruit).toBe(await exactCount('fruit'));
  });
});
