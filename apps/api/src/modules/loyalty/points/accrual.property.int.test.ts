import type { VendorWalletResponse } from '@gp/contracts';
import { pointCategoryOf } from '@gp/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addGatewayVendor, newTxId, type TestVendor } from '../../games/gateway/gateway.test-support';
import { currency, fundMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { setRates, entriesOf } from './accrual.test-support';
import { pointsFor } from './point-math';
import { pointsBalanceOf } from './post-points';
import { insertPointsMember } from './points.test-support';

// Random streams of bets, wins, rollbacks and replays through the trusted wallet calls (the same SQL
// path, game_wallet_call, as the vendor HTTP API), with accrual runs in between: whatever the order,
// the member's points end as the points of the final hourly aggregates alone.
let t: TestApp;
let vendor: TestVendor;
let liveGame: string;
const rates = { rng: 12_345n, live: 20_000n };

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor = await addGatewayVendor(t, 'PTS_HOUSE', { credentials: false });
  liveGame = `${vendor.code}_LIVE`;
  await t.database.db
    .insertInto('catalog_games')
    .values({
      vendor_id: vendor.id,
      vassalage: vendor.code,
      game_type: 'LIVE',
      game_code: liveGame,
      game_name: 'Live table',
      display_names: '{}',
      icon_url: '',
      search_text: 'live',
    })
    .execute();
  t.services.gameWallet.invalidate();
  await setRates(t.database.db, [
    { vipLevel: null, source: 'rng', pointsBp: Number(rates.rng) },
    { vipLevel: null, source: 'live', pointsBp: Number(rates.live) },
  ]);
});
afterAll(async () => t.close());

type Step =
  | { kind: 'bet'; live: boolean; amount: number }
  | { kind: 'win'; bet: number; amount: number }
  | { kind: 'rollback'; bet: number }
  | { kind: 'replay'; call: number }
  | { kind: 'accrue' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bet' as const), live: fc.boolean(), amount: fc.integer({ min: 1, max: 250_000 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('win' as const), bet: fc.nat(), amount: fc.integer({ min: 1, max: 500_000 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('rollback' as const), bet: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('replay' as const), call: fc.nat() }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'accrue' as const }), weight: 2 },
);

/** The points the member's final hourly aggregates are worth, computed from them alone. */
const expectedPoints = async (memberId: bigint): Promise<bigint> => {
  const rows = await t.database.db
    .selectFrom('member_game_hourly')
    .select(['hour_start', 'game_type', 'valid_bet'])
    .where('member_id', '=', memberId)
    .execute();
  const buckets = new Map<string, { category: 'rng' | 'live'; validBet: bigint }>();
  for (const row of rows) {
    const category = pointCategoryOf(row.game_type);
    if (category !== 'rng' && category !== 'live') continue;
    const key = `${row.hour_start.toISOString()}:${category}`;
    const bucket = buckets.get(key) ?? { category, validBet: 0n };
    bucket.validBet += row.valid_bet;
    buckets.set(key, bucket);
  }
  let total = 0n;
  for (const bucket of buckets.values()) total += pointsFor(bucket.validBet, rates[bucket.category]);
  return total;
};

describe('points accrual, property', () => {
  it('ends with the points of the final aggregates, whatever replays, rollbacks and runs came between', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        // A bare member row with a funded wallet: registration's password hashing would dominate the run.
        const id = await insertPointsMember(t.database.db);
        const member = { id, holder: { id, isAgent: false } } as Pick<TestMember, 'id' | 'holder'> as TestMember;
        await fundMember(t, member, 100_000_000);
        const wallet = t.services.gameWallet;
        const bets: { txId: string; roundId: string; gameCode: string }[] = [];
        const calls: (() => Promise<VendorWalletResponse>)[] = [];
        const base = { vendorCode: vendor.code, memberId: member.id };
        for (const s of steps) {
          if (s.kind === 'bet') {
            const bet = { txId: newTxId(), roundId: `r-${newTxId()}`, gameCode: s.live ? liveGame : vendor.gameCode };
            const call = () => wallet.bet({ ...base, ...bet, amount: BigInt(s.amount), currency });
            bets.push(bet);
            calls.push(call);
            expect((await call()).status).toBe('OK');
          } else if (s.kind === 'win' && bets.length > 0) {
            const bet = bets[s.bet % bets.length]!;
            const txId = newTxId();
            const call = () => wallet.win({ ...base, ...bet, txId, betTxId: bet.txId, amount: BigInt(s.amount), currency, roundClosed: false });
            calls.push(call);
            await call();
          } else if (s.kind === 'rollback' && bets.length > 0) {
            const bet = bets[s.bet % bets.length]!;
            const txId = newTxId();
            const call = () => wallet.rollback({ ...base, gameCode: bet.gameCode, roundId: bet.roundId, txId, originalTxId: bet.txId });
            calls.push(call);
            await call();
          } else if (s.kind === 'replay' && calls.length > 0) {
            await calls[s.call % calls.length]!();
          } else if (s.kind === 'accrue') {
            await t.services.pointsAccrual.run('schedule');
          }
        }
        await t.services.pointsAccrual.run('schedule');
        const { balance } = await pointsBalanceOf(t.database.db, member.id);
        expect(balance).toBe(await expectedPoints(member.id));
        expect((await entriesOf(t.database.db, member.id)).every((e) => e.balance_after >= 0n)).toBe(true);
        // A further run changes nothing.
        expect((await t.services.pointsAccrual.run('schedule')).totals.entries).toBe(0);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
