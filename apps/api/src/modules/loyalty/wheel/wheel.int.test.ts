import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { pointsBalanceOf } from '../points';
import { insertLoyaltyMember, insertLoyaltyPromotion, loyaltyDeps, staffActor, walletBalanceOf } from '../envelopes/envelopes-wheel.test-support';
import { createWheelAdminService } from './wheel-admin.service';
import { createWheelService } from './wheel.service';
import { grantWheelTickets, spendWheelTicket, wheelTicketsOf } from './wheel-tickets';
import { findCurrentTable, insertSpin } from './wheel.repository';

let database: Database;
let rollTo = 0;
const labels = { EN: 'Prize', AR: 'جائزة' };

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const services = async () => {
  const deps = await loyaltyDeps(database.db);
  // The draw is fixed per test so each prize is reached on purpose; the real draw is node:crypto's.
  const wheel = createWheelService(database.db, {
    settings: deps.settings,
    draw: (weights) => ({ roll: rollTo, totalWeight: weights.reduce((a, b) => a + b, 0), index: rollTo < 10 ? 0 : rollTo < 30 ? 1 : 2 }),
  });
  return { wheel, admin: createWheelAdminService(database.db, deps.audit) };
};

describe('the prize wheel', () => {
  it('is not ready before staff publish a table', async () => {
    const { wheel } = await services();
    const member = await insertLoyaltyMember(database.db);
    await grantWheelTickets(database.db, { memberId: member.id, count: 1, source: 'staff', sourceKey: 'staff:ready' });
    expect(await appErrorOf(wheel.spin(member, 'spin-not-ready'))).toMatchObject({ code: 'WHEEL_NOT_READY' });
    expect(await wheelTicketsOf(database.db, member.id)).toMatchObject({ balance: 1 });
  });

  it('spends one ticket per spin, records the roll and table, and pays each kind of prize', async () => {
    const { wheel, admin } = await services();
    const promotionId = await insertLoyaltyPromotion(database.db);
    await admin.saveSettings({ promotionId, depositMinAmount: null, depositTickets: 0 }, staffActor);
    const table = await admin.saveTable(
      {
        prizes: [
          { kind: 'money', value: 500, weight: 10, labels },
          { kind: 'points', value: 40, weight: 20, labels },
          { kind: 'none', value: 0, weight: 70, labels },
        ],
      },
      staffActor,
    );
    expect(table.prizes.map((p) => p.chanceBp)).toEqual([1000, 2000, 7000]);
    const member = await insertLoyaltyMember(database.db);
    const granted = await admin.grantTickets({ account: member.account, count: 3, reason: 'test', clientKey: 'grant-key-1' }, staffActor);
    expect(granted).toMatchObject({ granted: 3, balance: 3, replayed: false });
    expect(await admin.grantTickets({ account: member.account, count: 3, reason: 'test', clientKey: 'grant-key-1' }, staffActor)).toMatchObject({
      replayed: true,
      balance: 3,
    });

    rollTo = 5;
    const money = await wheel.spin(member, 'spin-money-1');
    expect(money).toMatchObject({
      kind: 'money',
      value: '500',
      roll: 5,
      totalWeight: 100,
      tableVersion: table.version,
      payout: 'paid',
      ticketsLeft: 2,
      replayed: false,
    });
    expect(await walletBalanceOf(database.db, member.id)).toBe(500n);

    rollTo = 15;
    const points = await wheel.spin(member, 'spin-points-1');
    expect(points).toMatchObject({ kind: 'points', value: '40', payout: 'paid', ticketsLeft: 1 });
    expect((await pointsBalanceOf(database.db, member.id)).balance).toBe(40n);

    rollTo = 50;
    expect(await wheel.spin(member, 'spin-none-1')).toMatchObject({ kind: 'none', payout: 'none', ticketsLeft: 0 });

    // A replay answers the first spin and spends nothing; without tickets a new spin is refused.
    expect(await wheel.spin(member, 'spin-money-1')).toMatchObject({ id: money.id, kind: 'money', replayed: true, ticketsLeft: 0 });
    expect(await appErrorOf(wheel.spin(member, 'spin-no-ticket'))).toMatchObject({ code: 'WHEEL_NO_TICKETS' });
    expect(await walletBalanceOf(database.db, member.id)).toBe(500n);

    const history = await wheel.history(member);
    expect(history.list.map((s) => s.roll)).toEqual([50, 15, 5]);
    expect(history.tables.map((t) => t.version)).toEqual([table.version]);
    const log = await admin.spins({ pageNo: 1, pageSize: 10, account: member.account });
    expect(log.total).toBe(3);

    // A new table is a new version; old spins keep theirs.
    const next = await admin.saveTable(
      {
        prizes: [
          { kind: 'none', value: 0, weight: 1, labels },
          { kind: 'points', value: 1, weight: 1, labels },
        ],
      },
      staffActor,
    );
    expect(next.version).toBeGreaterThan(table.version);
    expect((await wheel.history(member)).list.every((s) => s.tableVersion === table.version)).toBe(true);
  });

  it('grants tickets for credited deposits past the rule, once each', async () => {
    const { wheel, admin } = await services();
    await admin.saveSettings({ promotionId: null, depositMinAmount: 10_000, depositTickets: 2 }, staffActor);
    const member = await insertLoyaltyMember(database.db);
    const method = await database.db
      .insertInto('payment_methods')
      .values({ code: `m${member.id}`, name: 'Test', names: '{}', kind: 'manual_bank', provider_code: 'bank', min_amount: 100n, max_amount: 10_000_000n })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, amount] of [20_000n, 5_000n].entries()) {
      await database.db
        .insertInto('deposits')
        .values({
          order_no: `o${member.id}-${i}`,
          member_id: member.id,
          method_id: method.id,
          kind: 'manual_bank',
          provider_code: 'bank',
          amount,
          currency: 'INR',
          status: 'credited',
          idempotency_key: `k${i}`,
          request_hash: 'h',
        })
        .execute();
    }
    expect((await wheel.state(member)).tickets).toBe(2);
    expect((await wheel.state(member)).tickets).toBe(2);
  });
  it('pays a money prize left pending by a stop after its transaction once, on the next read', async () => {
    const { wheel, admin } = await services();
    const promotionId = await insertLoyaltyPromotion(database.db);
    await admin.saveSettings({ promotionId, depositMinAmount: null, depositTickets: 0 }, staffActor);
    const member = await insertLoyaltyMember(database.db);
    await grantWheelTickets(database.db, { memberId: member.id, count: 1, source: 'staff', sourceKey: 'staff:crash' });
    await admin.saveTable(
      {
        prizes: [
          { kind: 'money', value: 700, weight: 1, labels },
          { kind: 'none', value: 0, weight: 1, labels },
        ],
      },
      staffActor,
    );
    // What a spin commits before issueBonus runs: the ticket spent and the spin recorded as pending.
    const table = (await findCurrentTable(database.db))!;
    const ticket = await spendWheelTicket(database.db, member.id, 'spin:crash-spin-1');
    const prize = { kind: 'money' as const, value: '700', weight: 1, labels: { EN: 'Seven' } };
    await insertSpin(database.db, {
      memberId: member.id,
      clientKey: 'crash-spin-1',
      tableVersion: table.version,
      roll: 0,
      totalWeight: table.total_weight,
      prizeIndex: 0,
      prize,
      kind: 'money',
      amount: 700n,
      currency: 'INR',
      points: null,
      payout: 'pending',
      ticketEntryId: ticket.entryId,
    });

    await wheel.state(member);
    await wheel.state(member);
    expect(await wheel.spin(member, 'crash-spin-1')).toMatchObject({ payout: 'paid', replayed: true });
    expect(await walletBalanceOf(database.db, member.id)).toBe(700n);
    const claims = await database.db.selectFrom('promotion_claims').select('id').where('member_id', '=', member.id).execute();
    expect(claims).toHaveLength(1);
  });
});
