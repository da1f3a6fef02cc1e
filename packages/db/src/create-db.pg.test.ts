import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from './create-db';
import { startPrivatePostgres, type PrivatePostgres, type StopMode } from './testing/private-postgres';

// A server of this file's own: the shared one on DATABASE_URL must not restart under other files.
let server: PrivatePostgres;
let database: Database;
const lost: Error[] = [];

beforeAll(async () => {
  server = await startPrivatePostgres();
  database = await createDb({ kind: 'postgres', url: server.url, poolSize: 4, onConnectionError: (error) => lost.push(error) });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await server?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first query that succeeds, tried every 100 ms for at most 30 s. */
const answersAgain = async (): Promise<number> => {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const answer = await sql<{ one: number }>`select 1 as one`.execute(database.db).then(
      (r) => r.rows[0]?.one ?? 0,
      () => 0,
    );
    if (answer === 1) return answer;
    await sleep(100);
  }
  return 0;
};

describe('a PostgreSQL pool when its server restarts', () => {
  it.each<StopMode>(['fast', 'immediate'])(
    'fails the transaction in flight and answers again after a restart in %s mode',
    async (mode) => {
      lost.length = 0;
      // A checked-out client inside a transaction, the case whose connection error used to end the process.
      let reachedSleep: () => void = () => undefined;
      const inside = new Promise<void>((r) => (reachedSleep = r));
      const transaction = database.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          reachedSleep();
          await sql`select pg_sleep(30)`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // Idle clients too: the pool keeps more than the one in the transaction.
      await Promise.all([1, 2, 3].map(() => sql`select 1`.execute(database.db)));
      await inside;

      await server.stop(mode);
      const failure = await transaction;
      expect(failure).toBeInstanceOf(Error);
      await expect(sql`select 1`.execute(database.db)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      await server.start();

      expect(await answersAgain()).toBe(1);
      expect(lost.length).toBeGreaterThan(0);
    },
    120_000,
  );
});
