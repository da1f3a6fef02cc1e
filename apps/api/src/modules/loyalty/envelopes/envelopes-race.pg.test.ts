import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../money/ledger';
import { createWheelAdminService } from '../wheel/wheel-admin.service';
import { createWheelService } from '../wheel/wheel.service';
import { wheelTicketsOf } from '../wheel/wheel-tickets';
import { createEnvelopesAdminService } from './envelopes-admin.service';
import { insertLoyaltyMember, insertLoyaltyPromotion, loyaltyDeps, staffActor, walletBalanceOf } from './envelopes-wheel.test-support';
import { createEnvelopesService } from './envelopes.service';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('red envelopes and the wheel under concurrency (PostgreSQL)', () => {
  it('pays exactly the 10 envelopes of a rain to 10 of 50 racing members, summing to the pool', async () => {
    const deps = await loyaltyDeps(database.db);
    const admin = createEnvelopesAdminService(database.db, deps);
    await admin.saveSettings({ promotionId: await insertLoyaltyPromotion(database.db) }, staffActor);
    const rain = await admin.create(
      {
        titles: { EN: 'Race' },
        poolAmount: 100_000,
        envelopeCount: 10,
        minAmount: 1_000,
        maxAmount: 30_000,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        eligibility: { vipLevels: [], memberTypes: [], minDeposit: null },
        turnoverMultipleBp: null,
      },
      staffActor,
    );
    const envelopes = createEnvelopesService(database.db);
    const members = await Promise.all(Array.from({ length: 50 }, () => insertLoyaltyMember(database.db)));
    // Each member asks twice at once as well: a double tap must not take two envelopes.
    const outcomes = await Promise.allSettled(members.flatMap((m) => [envelopes.open(m, BigInt(rain.id)), envelopes.open(m, BigInt(rain.id))]));

    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    expect(new Set(refused)).toEqual(new Set(['ENVELOPES_ALL_OPENED']));
    const rows = await database.db.selectFrom('loyalty_envelopes').selectAll().where('rain_id', '=', BigInt(rain.id)).execute();
    expect(rows.every((r) => r.member_id !== null && r.payout === 'paid')).toBe(true);
    expect(new Set(rows.map((r) => r.member_id)).size).toBe(10);
    expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(100_000n);

    let paid = 0n;
    for (const member of members) paid += (await walletBalanceOf(database.db, member.id)) ?? 0n;
    expect(paid).toBe(100_000n);
    const claims = await database.db
      .selectFrom('promotion_claims')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('period_key', '=', `envelope-${rain.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(claims.n)).toBe(10);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('spins once with one ticket however many spins race', async () => {
    const deps = await loyaltyDeps(database.db);
    const admin = createWheelAdminService(database.db, deps.audit);
    await admin.saveTable(
      {
        prizes: [
          { kind: 'points', value: 10, weight: 1, labels: { EN: 'Ten' } },
          { kind: 'none', value: 0, weight: 1, labels: { EN: 'Again' } },
        ],
      },
      staffActor,
    );
    const wheel = createWheelService(database.db, { settings: deps.settings });
    const member = await insertLoyaltyMember(database.db);
    await admin.grantTickets({ account: member.account, count: 1, reason: 'race', clientKey: 'race-grant-1' }, staffActor);

    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => wheel.spin(member, `race-spin-${i}`)));
    const spun = outcomes.filter((o) => o.status === 'fulfilled');
    expect(spun).toHaveLength(1);
    expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []))).toEqual(Array(19).fill('WHEEL_NO_TICKETS'));
    expect(await wheelTicketsOf(database.db, member.id)).toEqual({ balance: 0, granted: 1, spent: 1 });
    const spins = await database.db.selectFrom('loyalty_wheel_spins').select('id').where('member_id', '=', member.id).execute();
    expect(spins).toHaveLength(1);
  });
});
