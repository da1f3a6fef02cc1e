import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { createEnvelopesAdminService } from './envelopes-admin.service';
import { insertLoyaltyMember, insertLoyaltyPromotion, loyaltyDeps, staffActor, walletBalanceOf } from './envelopes-wheel.test-support';
import { createEnvelopesService } from './envelopes.service';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const hour = 3_600_000;
const rainRequest = (overrides: Partial<Parameters<ReturnType<typeof createEnvelopesAdminService>['create']>[0]> = {}) => ({
  titles: { EN: 'Evening rain', AR: 'مطر المساء' },
  poolAmount: 10_000,
  envelopeCount: 3,
  minAmount: 1_000,
  maxAmount: 6_000,
  startsAt: new Date(Date.now() - hour).toISOString(),
  endsAt: new Date(Date.now() + hour).toISOString(),
  eligibility: { vipLevels: [], memberTypes: [], minDeposit: null },
  turnoverMultipleBp: null,
  ...overrides,
});

const services = async () => {
  const deps = await loyaltyDeps(database.db);
  const admin = createEnvelopesAdminService(database.db, deps);
  const promotionId = await insertLoyaltyPromotion(database.db);
  await admin.saveSettings({ promotionId }, staffActor);
  return { admin, envelopes: createEnvelopesService(database.db) };
};

describe('red-envelope rains', () => {
  it('opens one envelope per member, answers a replay with the first, and says when all are opened', async () => {
    const { admin, envelopes } = await services();
    const rain = await admin.create(rainRequest(), staffActor);
    const members = await Promise.all([1, 2, 3, 4].map(() => insertLoyaltyMember(database.db)));
    const [first, ...others] = members;

    const opened = await envelopes.open(first!, BigInt(rain.id));
    expect(opened).toMatchObject({ rainId: rain.id, payout: 'paid', replayed: false });
    expect(await walletBalanceOf(database.db, first!.id)).toBe(BigInt(opened.amount));
    expect(await envelopes.open(first!, BigInt(rain.id))).toEqual({ ...opened, replayed: true });

    const amounts = [BigInt(opened.amount)];
    for (const member of others.slice(0, 2)) amounts.push(BigInt((await envelopes.open(member, BigInt(rain.id))).amount));
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(10_000n);
    expect(await appErrorOf(envelopes.open(others[2]!, BigInt(rain.id)))).toMatchObject({ code: 'ENVELOPES_ALL_OPENED' });

    const [row] = (await admin.list({ pageNo: 1, pageSize: 1 })).list;
    expect(row).toMatchObject({ id: rain.id, opened: 3, left: 0, openedAmount: '10000', paidAmount: '10000', leftAmount: '0' });
  });

  it('refuses outside the window, after a cancel, and to members the conditions leave out', async () => {
    const { admin, envelopes } = await services();
    const member = await insertLoyaltyMember(database.db, { vipLevel: 1 });
    const later = await admin.create(
      rainRequest({ startsAt: new Date(Date.now() + hour).toISOString(), endsAt: new Date(Date.now() + 2 * hour).toISOString() }),
      staffActor,
    );
    expect(await appErrorOf(envelopes.open(member, BigInt(later.id)))).toMatchObject({ code: 'ENVELOPE_RAIN_CLOSED' });

    const vipOnly = await admin.create(rainRequest({ eligibility: { vipLevels: [3, 4], memberTypes: [], minDeposit: null } }), staffActor);
    expect(await appErrorOf(envelopes.open(member, BigInt(vipOnly.id)))).toMatchObject({ code: 'ENVELOPE_NOT_ELIGIBLE' });
    const depositors = await admin.create(rainRequest({ eligibility: { vipLevels: [], memberTypes: [], minDeposit: { amount: 100, days: 7 } } }), staffActor);
    expect(await appErrorOf(envelopes.open(member, BigInt(depositors.id)))).toMatchObject({ code: 'ENVELOPE_NOT_ELIGIBLE' });

    const open = await admin.create(rainRequest(), staffActor);
    const seen = (await envelopes.openRains(member)).list.find((r) => r.id === open.id);
    expect(seen).toMatchObject({ left: 3, opened: null, eligible: true });
    await admin.cancel(BigInt(open.id), staffActor);
    expect(await appErrorOf(envelopes.open(member, BigInt(open.id)))).toMatchObject({ code: 'ENVELOPE_RAIN_CLOSED' });
    expect(await walletBalanceOf(database.db, member.id)).toBeNull();
  });

  it('refuses an impossible split with a clear 4xx and writes nothing', async () => {
    const { admin } = await services();
    const before = (await admin.list({ pageNo: 1, pageSize: 1 })).total;
    expect(await appErrorOf(admin.create(rainRequest({ poolAmount: 1_000, minAmount: 1_000, envelopeCount: 3 }), staffActor))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect((await admin.list({ pageNo: 1, pageSize: 1 })).total).toBe(before);
  });
});
