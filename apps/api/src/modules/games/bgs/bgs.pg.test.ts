import { bgsPaths, type BetResult } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { addBgsCatalog, balanceOf, gameCodeOf, gameLegsOf } from './bgs.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await addBgsCatalog(t);
});
afterAll(async () => t.close());

describe('parallel bets of one member (PostgreSQL)', () => {
  it('take distinct nonces 0..n-1, and the balance is the deposit plus the sum of every -amount + payout', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 100_000);
    const bets = 20;
    const results = await Promise.all(
      Array.from({ length: bets }, () =>
        t.app.inject({
          method: 'POST',
          url: bgsPaths.diceBet,
          headers: bearer(member.token),
          payload: { gameCode: gameCodeOf('dice'), amount: 1000, target: 50, direction: 'under' },
        }),
      ),
    );
    const values = results.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { value: BetResult }).value;
    });
    expect(values.map((v) => v.bet.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: bets }, (_, i) => i));
    const net = values.reduce((sum, v) => sum + BigInt(v.bet.payout! - v.bet.amount), 0n);
    expect(await balanceOf(t, member)).toBe(100_000n + net);
    expect(await gameLegsOf(t, member)).toBe(net);
  });

  it('more parallel bets than the balance covers: the refused ones leave no bet and no money moved', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 5_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: bgsPaths.limboBet,
          headers: bearer(member.token),
          payload: { gameCode: gameCodeOf('limbo'), amount: 1000, targetMultiplier: 1000 },
        }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 200).map((r) => (r.json() as { value: BetResult }).value);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => (r.json() as { code: string }).code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const stored = await t.database.db.selectFrom('bgs_bets').select(['id', 'status']).where('member_id', '=', member.id).execute();
    expect(stored.length).toBe(accepted.length);
    expect(stored.every((b) => b.status === 'won' || b.status === 'lost')).toBe(true);
    const net = accepted.reduce((sum, v) => sum + BigInt(v.bet.payout! - v.bet.amount), 0n);
    expect(await balanceOf(t, member)).toBe(5_000n + net);
  });
});
