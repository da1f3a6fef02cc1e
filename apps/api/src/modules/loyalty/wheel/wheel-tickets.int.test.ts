import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { insertPointsMember } from '../points/points.test-support';
import { grantWheelTickets, spendWheelTicket, wheelTicketsOf } from './wheel-tickets';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('the wheel tickets journal', () => {
  it('grants once per source key and answers a replay with the first grant', async () => {
    const memberId = await insertPointsMember(database.db);
    const first = await grantWheelTickets(database.db, { memberId, count: 3, source: 'mission', sourceKey: 'mission:7:2026-11-30' });
    expect(first).toMatchObject({ delta: 3, balanceAfter: 3, replayed: false });
    const again = await grantWheelTickets(database.db, { memberId, count: 9, source: 'mission', sourceKey: 'mission:7:2026-11-30' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await wheelTicketsOf(database.db, memberId)).toEqual({ balance: 3, granted: 3, spent: 0 });
  });

  it('grants inside a caller transaction and rolls back with it', async () => {
    const memberId = await insertPointsMember(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await grantWheelTickets(trx, { memberId, count: 2, source: 'mission', sourceKey: 'mission:1:w' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await wheelTicketsOf(database.db, memberId)).toEqual({ balance: 0, granted: 0, spent: 0 });
  });

  it('never goes below zero and leaves the transaction usable', async () => {
    const memberId = await insertPointsMember(database.db);
    await grantWheelTickets(database.db, { memberId, count: 1, source: 'staff', sourceKey: 'staff:a' });
    const refused = await database.db.transaction().execute(async (trx) => {
      await spendWheelTicket(trx, memberId, 'spin:one');
      const error = await appErrorOf(spendWheelTicket(trx, memberId, 'spin:two'));
      await grantWheelTickets(trx, { memberId, count: 1, source: 'deposit', sourceKey: 'deposit:5' });
      return error;
    });
    expect(refused).toEqual({ code: 'WHEEL_NO_TICKETS', details: { balance: 0 } });
    expect(await wheelTicketsOf(database.db, memberId)).toEqual({ balance: 1, granted: 2, spent: 1 });
  });

  it('keeps the journal append-only and refuses bad grants', async () => {
    const memberId = await insertPointsMember(database.db);
    await grantWheelTickets(database.db, { memberId, count: 1, source: 'staff', sourceKey: 'staff:b' });
    await expect(sql`update loyalty_wheel_ticket_entries set delta = 50 where member_id = ${memberId}`.execute(database.db)).rejects.toThrow(/append-only/);
    expect(await appErrorOf(grantWheelTickets(database.db, { memberId, count: 0, source: 'staff', sourceKey: 'staff:c' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await appErrorOf(grantWheelTickets(database.db, { memberId, count: 1, source: 'staff', sourceKey: 'bad key' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
