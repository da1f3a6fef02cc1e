import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { pointsBalanceOf, postPoints } from './post-points';
import { insertPointsMember } from './points.test-support';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('the points journal', () => {
  it('moves points once per source event and answers a replay with the first entry', async () => {
    const memberId = await insertPointsMember(database.db);
    const first = await postPoints(database.db, { memberId, delta: 120n, source: 'rng', sourceKey: 'bet:test:1' });
    expect(first).toMatchObject({ delta: 120n, balanceAfter: 120n, replayed: false });

    const again = await postPoints(database.db, { memberId, delta: 999n, source: 'rng', sourceKey: 'bet:test:1' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await pointsBalanceOf(database.db, memberId)).toEqual({ balance: 120n, earned: 120n, spent: 0n });
  });

  it('refuses to go below zero, writes nothing, and leaves the transaction usable', async () => {
    const memberId = await insertPointsMember(database.db);
    await postPoints(database.db, { memberId, delta: 50n, source: 'deposit', sourceKey: 'deposit:1' });

    const refused = await database.db.transaction().execute(async (trx) => {
      const error = await appErrorOf(postPoints(trx, { memberId, delta: -80n, source: 'redeem', sourceKey: 'redeem:1' }));
      await postPoints(trx, { memberId, delta: -30n, source: 'redeem', sourceKey: 'redeem:2' });
      return error;
    });
    expect(refused).toEqual({ code: 'POINTS_INSUFFICIENT', details: { balance: 50n, needed: 80n } });
    expect(await pointsBalanceOf(database.db, memberId)).toEqual({ balance: 20n, earned: 50n, spent: 30n });
    const entries = await database.db
      .selectFrom('loyalty_point_entries')
      .select(['delta', 'balance_after'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { delta: 50n, balance_after: 50n },
      { delta: -30n, balance_after: 20n },
    ]);
  });

  it('keeps the journal append-only', async () => {
    const memberId = await insertPointsMember(database.db);
    await postPoints(database.db, { memberId, delta: 5n, source: 'staff', sourceKey: 'staff:1' });
    await expect(sql`update loyalty_point_entries set delta = 500 where member_id = ${memberId}`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from loyalty_point_entries where member_id = ${memberId}`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('refuses a zero movement and a malformed key', async () => {
    const memberId = await insertPointsMember(database.db);
    expect(await appErrorOf(postPoints(database.db, { memberId, delta: 0n, source: 'staff', sourceKey: 'staff:2' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await appErrorOf(postPoints(database.db, { memberId, delta: 1n, source: 'staff', sourceKey: 'bad key\u0000' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
