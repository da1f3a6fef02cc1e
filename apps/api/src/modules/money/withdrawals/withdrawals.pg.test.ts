import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../lib/app-error';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../ledger';
import { balances, bankIdOf, fund, newPlayer, paymentPassword, setCashier, type Player } from './withdrawals.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setCashier(t, { turnoverMultiple: 0, withdrawMinAmount: 100, withdrawMaxAmount: 5_000_000 });
});
afterAll(async () => t.close());

const settle = async <T>(attempts: Promise<T>[]) => {
  const outcomes = await Promise.allSettled(attempts);
  return {
    results: outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])),
    codes: outcomes.flatMap((o) => (o.status === 'rejected' ? [isAppError(o.reason) ? o.reason.code : `unexpected: ${String(o.reason)}`] : [])),
  };
};

const request = (player: Player, bankAccountId: number, amount: number, idempotencyKey = randomUUID()) =>
  t.services.withdrawals.request(player.principal, { amount, bankAccountId, paymentPassword, idempotencyKey });

const rowsOf = (player: Player) => t.database.db.selectFrom('withdrawals').select(['id', 'amount', 'status']).where('member_id', '=', player.id).execute();

const staff = { type: 'staff' as const, id: '1', name: 'finance-test', ip: null };

describe('withdrawals under concurrency (PostgreSQL)', () => {
  it('50 parallel withdrawals against one balance never overdraw: the hold path alone decides (pending limit raised to 50)', async () => {
    await setCashier(t, { maxPendingWithdrawals: 50 });
    const player = await newPlayer(t);
    await fund(t, player, 1_000_000);
    const bankAccountId = await bankIdOf(t, player);

    const { results, codes } = await settle(Array.from({ length: 50 }, () => request(player, bankAccountId, 70_000)));

    // floor(1,000,000 / 70,000) = 14 fit; every other request is refused and leaves no row behind.
    expect(results).toHaveLength(14);
    expect(codes).toEqual(Array.from({ length: 36 }, () => 'INSUFFICIENT_FUNDS'));
    const rows = await rowsOf(player);
    expect(rows).toHaveLength(14);
    expect(rows.reduce((sum, r) => sum + r.amount, 0n)).toBe(980_000n);
    expect(await balances(t, player)).toEqual({ main: 20_000n, hold: 980_000n });
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('with the default limit, exactly one of 50 parallel requests is held and the rest are WITHDRAWAL_PENDING', async () => {
    await setCashier(t, { maxPendingWithdrawals: 1 });
    const player = await newPlayer(t);
    await fund(t, player, 1_000_000);
    const bankAccountId = await bankIdOf(t, player);

    const { results, codes } = await settle(Array.from({ length: 50 }, () => request(player, bankAccountId, 70_000)));

    expect(results).toHaveLength(1);
    expect(codes).toEqual(Array.from({ length: 49 }, () => 'WITHDRAWAL_PENDING'));
    expect(await rowsOf(player)).toHaveLength(1);
    expect(await balances(t, player)).toEqual({ main: 930_000n, hold: 70_000n });
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('one idempotency key sent 20 times in parallel makes one withdrawal, and all 20 answer it', async () => {
    await setCashier(t, { maxPendingWithdrawals: 1 });
    const player = await newPlayer(t);
    await fund(t, player, 100_000);
    const bankAccountId = await bankIdOf(t, player);
    const key = randomUUID();

    const { results, codes } = await settle(Array.from({ length: 20 }, () => request(player, bankAccountId, 30_000, key)));

    expect(codes).toEqual([]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await rowsOf(player)).toHaveLength(1);
    expect(await balances(t, player)).toEqual({ main: 70_000n, hold: 30_000n });
  });

  it('approve racing reject: exactly one wins each time, the other gets INVALID_STATE, and the money goes one way', async () => {
    await setCashier(t, { maxPendingWithdrawals: 1 });
    const cases = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const player = await newPlayer(t);
        await fund(t, player, 100_000);
        const made = await request(player, await bankIdOf(t, player), 40_000);
        return { player, id: BigInt(made.id) };
      }),
    );

    for (const { player, id } of cases) {
      const { results, codes } = await settle([
        t.services.withdrawalsAdmin.approve(id, staff),
        t.services.withdrawalsAdmin.reject(id, 'race', staff),
        t.services.withdrawalsAdmin.approve(id, staff),
        t.services.withdrawalsAdmin.reject(id, 'race', staff),
      ]);
      expect(results).toHaveLength(1);
      expect(codes).toEqual(['INVALID_STATE', 'INVALID_STATE', 'INVALID_STATE']);
      const status = results[0]?.status;
      expect(['approved', 'rejected']).toContain(status);
      expect(await balances(t, player)).toEqual(status === 'approved' ? { main: 60_000n, hold: 0n } : { main: 100_000n, hold: 0n });
      // Adding the payee told the member too (security_changed); only the outcome's notice counts here.
      const notices = await t.database.db
        .selectFrom('member_notices')
        .select('kind')
        .where('member_id', '=', player.id)
        .where('kind', '<>', 'security_changed')
        .execute();
      expect(notices.map((n) => n.kind)).toEqual([status === 'approved' ? 'withdrawal_approved' : 'withdrawal_rejected']);
    }
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('20 parallel wrong payment passwords: exactly 5 are checked, the rest find withdrawals locked', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 100_000);
    const bankAccountId = await bankIdOf(t, player);
    const { results, codes } = await settle(
      Array.from({ length: 20 }, () =>
        t.services.withdrawals.request(player.principal, { amount: 10_000, bankAccountId, paymentPassword: '000000', idempotencyKey: randomUUID() }),
      ),
    );
    expect(results).toEqual([]);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(15);
    expect(await rowsOf(player)).toEqual([]);
  });
});
