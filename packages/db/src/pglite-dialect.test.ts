import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';

type Tables = { item: { id: number; name: string } };

let pglite: PGlite;
let db: Kysely<Tables>;

const names = async (): Promise<string[]> => (await db.selectFrom('item').select('name').orderBy('id').execute()).map((r) => r.name);

beforeAll(async () => {
  pglite = new PGlite();
  db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) });
  await sql`create table item (id int primary key, name text not null)`.execute(db);
  // Checked at COMMIT, so a commit itself can fail.
  await sql`create table pair (id int primary key, other int references item deferrable initially deferred)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

beforeEach(async () => {
  await sql`truncate item, pair`.execute(db);
});

describe('the PGlite dialect', () => {
  it('commits a transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, name: 'a' }).execute();
    });
    expect(await names()).toEqual(['a']);
  });

  it('rolls the whole transaction back when its callback throws', async () => {
    const run = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, name: 'a' }).execute();
      throw new Error('refused');
    });
    await expect(run).rejects.toThrow('refused');
    expect(await names()).toEqual([]);
  });

  it('rolls back after a failing statement and keeps working', async () => {
    const run = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, name: 'a' }).execute();
      await trx.insertInto('item').values({ id: 1, name: 'again' }).execute();
    });
    await expect(run).rejects.toThrow(/duplicate key/);
    await db.insertInto('item').values({ id: 2, name: 'b' }).execute();
    expect(await names()).toEqual(['b']);
  });

  it('reports a commit the database refuses, and keeps nothing of it', async () => {
    const run = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, name: 'a' }).execute();
      await sql`insert into pair values (1, 99)`.execute(trx);
    });
    await expect(run).rejects.toThrow(/foreign key/);
    expect(await names()).toEqual([]);
  });

  it('lends the connection to one caller at a time: a query waits for the open transaction', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, name: 'in transaction' }).execute();
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('commit');
    });
    await entered;
    const outside = db
      .insertInto('item')
      .values({ id: 2, name: 'outside' })
      .execute()
      .then(() => order.push('outside'));
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['commit', 'outside']);
    expect(await names()).toEqual(['in transaction', 'outside']);
  });

  it('runs a controlled transaction and returns affected row counts', async () => {
    const trx = await db.startTransaction().execute();
    const result = await trx
      .insertInto('item')
      .values([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ])
      .executeTakeFirst();
    expect(result.numInsertedOrUpdatedRows).toBe(2n);
    await trx.rollback().execute();
    expect(await names()).toEqual([]);
  });
});
