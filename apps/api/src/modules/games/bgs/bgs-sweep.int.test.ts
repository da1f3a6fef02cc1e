import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { placeSeededBet, type BgsDeps } from './bet-flow';
import { defaultBgsLimits } from './bgs-games';
import { createBgsWallet } from './bgs-wallet';
import { sweepUnsettled } from './bgs-sweep';
import { findBet, insertPendingBet, settleBet, takeNonce } from './bgs.repository';
import { instantResult } from './instant-games.service';
import { ensureActivePair } from './seeds.service';
import { addBgsCatalog, balanceOf, gameCodeOf } from './bgs.test-support';

let t: TestApp;
let deps: BgsDeps;

beforeAll(async () => {
  t = await createTestApp();
  await addBgsCatalog(t);
  deps = { settings: t.services.settings, wallet: createBgsWallet(t.services.gameWallet), limits: defaultBgsLimits, clock: () => new Date() };
});
afterAll(async () => t.close());

const inAMinute = () => new Date(Date.now() + 120_000);

describe('the sweep finishes what a stopped process left half done', () => {
  it('pays a debited dice bet that never got its result, from its seeds', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const params = { game: 'dice' as const, target: 50, direction: 'under' as const };
    // The request stopped right after the debit.
    const placed = await placeSeededBet(t.database.db, deps, { memberId: member.id, game: 'dice', gameCode: gameCodeOf('dice'), amount: 1000n, params });
    expect(await balanceOf(t, member)).toBe(99_000n);
    const expected = instantResult(params, 1000n, placed.fair);
    const swept = await sweepUnsettled(t.database.db, deps, inAMinute());
    expect(swept.finished).toBe(1);
    const row = await findBet(t.database.db, placed.row.id);
    expect(row).toMatchObject({ status: expected.payout > 0n ? 'won' : 'lost', payout: expected.payout, wallet_settled: true });
    expect(await balanceOf(t, member)).toBe(99_000n + expected.payout);
    // Nothing left to do: a second sweep changes nothing.
    expect(await sweepUnsettled(t.database.db, deps, inAMinute())).toEqual({ finished: 0, wins: 0, cancelled: 0 });
    expect(await balanceOf(t, member)).toBe(99_000n + expected.payout);
  });

  it('resends a win whose result was stored but not acknowledged', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const placed = await placeSeededBet(t.database.db, deps, {
      memberId: member.id,
      game: 'limbo',
      gameCode: gameCodeOf('limbo'),
      amount: 1000n,
      params: { game: 'limbo', targetMultiplier: 2 },
    });
    await settleBet(t.database.db, placed.row.id, ['open'], { status: 'won', payout: 2000n, outcome: { game: 'limbo' }, at: new Date() });
    expect(await balanceOf(t, member)).toBe(99_000n);
    expect((await sweepUnsettled(t.database.db, deps, inAMinute())).wins).toBe(1);
    expect(await balanceOf(t, member)).toBe(101_000n);
  });

  it('rolls back a pending bet whose debit went through but was never confirmed, and deletes it', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    await ensureActivePair(t.database.db, member.id);
    const pair = (await takeNonce(t.database.db, member.id))!;
    const bet = await insertPendingBet(t.database.db, {
      memberId: member.id,
      game: 'plinko',
      vendorCode: 'HOUSE_PLINKO',
      gameCode: gameCodeOf('plinko'),
      currency: 'INR',
      amount: 3000n,
      seedPairId: pair.id,
      crashRoundId: null,
      clientSeed: pair.client_seed,
      nonce: pair.nonce,
      params: { game: 'plinko', rows: 8, risk: 'low' },
    });
    const debit = await deps.wallet.debit({
      vendorCode: 'HOUSE_PLINKO',
      memberId: member.id,
      gameCode: gameCodeOf('plinko'),
      betId: bet.id,
      amount: 3000n,
      currency: 'INR',
    });
    expect(debit.ok).toBe(true);
    expect(await balanceOf(t, member)).toBe(97_000n);
    expect((await sweepUnsettled(t.database.db, deps, inAMinute())).cancelled).toBe(1);
    expect(await balanceOf(t, member)).toBe(100_000n);
    expect(await findBet(t.database.db, bet.id)).toBeUndefined();
  });
});
