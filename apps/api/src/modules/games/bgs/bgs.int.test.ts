import { createHash } from 'node:crypto';
import {
  bgsPaths,
  diceOutcome,
  limboOutcome,
  minesLayout,
  minesPayout,
  plinkoOutcome,
  webCryptoHmacSha256,
  recomputeOutcome,
  type BetResult,
  type MinesRoundView,
  type RotateSeedResponse,
  type SeedsView,
  type VerifyResult,
} from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { floatsFor } from './bgs-crypto';
import { addBgsCatalog, balanceOf, gameCodeOf, gameLegsOf } from './bgs.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await addBgsCatalog(t);
});
afterAll(async () => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const call = async <T>(member: TestMember | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
  const res = await t.app.inject({ method, url, headers: member ? bearer(member.token) : {}, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
  return (res.json() as { value: T }).value;
};

const fundedMember = async (amount = 1_000_000): Promise<TestMember> => {
  const member = await newMember(t);
  await fundMember(t, member, amount);
  return member;
};

/** The active pair's server seed, read from the database (the player only sees it after rotation). */
const activeServerSeed = async (member: TestMember): Promise<string> =>
  (
    await t.database.db
      .selectFrom('bgs_seed_pairs')
      .select('server_seed')
      .where('member_id', '=', member.id)
      .where('revealed_at', 'is', null)
      .executeTakeFirstOrThrow()
  ).server_seed;

describe('seed pairs', () => {
  it('shows the hash first, keeps the nonce running across a client seed change, and reveals the right seed on rotation', async () => {
    const member = await fundedMember();
    const first = await call<SeedsView>(member, 'GET', bgsPaths.seeds);
    expect(first.active.nonce).toBe(0);
    expect(first.active.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.previous).toEqual([]);

    await call<BetResult>(member, 'POST', bgsPaths.diceBet, { gameCode: gameCodeOf('dice'), amount: 100, target: 50, direction: 'under' });
    await call<BetResult>(member, 'POST', bgsPaths.diceBet, { gameCode: gameCodeOf('dice'), amount: 100, target: 50, direction: 'over' });
    const changed = await call<SeedsView>(member, 'PUT', bgsPaths.clientSeed, { clientSeed: 'my-own.seed_1' });
    expect(changed.active).toMatchObject({ clientSeed: 'my-own.seed_1', nonce: 2, serverSeedHash: first.active.serverSeedHash });
    const third = await call<BetResult>(member, 'POST', bgsPaths.diceBet, { gameCode: gameCodeOf('dice'), amount: 100, target: 50, direction: 'under' });
    expect(third.bet).toMatchObject({ clientSeed: 'my-own.seed_1', nonce: 2, serverSeed: null, serverSeedHash: first.active.serverSeedHash });

    const rotated = await call<RotateSeedResponse>(member, 'POST', bgsPaths.rotateSeed, {});
    expect(rotated.revealed.serverSeedHash).toBe(first.active.serverSeedHash);
    expect(sha256(rotated.revealed.serverSeed)).toBe(first.active.serverSeedHash);
    expect(rotated.revealed.nonce).toBe(3);
    expect(rotated.active.nonce).toBe(0);
    expect(rotated.active.serverSeedHash).not.toBe(first.active.serverSeedHash);

    const after = await call<SeedsView>(member, 'GET', bgsPaths.seeds);
    expect(after.previous[0]!.serverSeed).toBe(rotated.revealed.serverSeed);
    expect(after.active.serverSeedHash).toBe(rotated.active.serverSeedHash);
  });

  it('refuses a client seed with other characters', async () => {
    const member = await fundedMember();
    const res = await t.app.inject({ method: 'PUT', url: bgsPaths.clientSeed, headers: bearer(member.token), payload: { clientSeed: 'a:b' } });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('instant games move money through the game wallet and the ledger', () => {
  it("dice: balance moves by exactly -amount + payout per bet, and the outcome is the seeds'", async () => {
    const member = await fundedMember();
    const serverSeed = (await call<SeedsView>(member, 'GET', bgsPaths.seeds), await activeServerSeed(member));
    let expected = await balanceOf(t, member);
    for (let i = 0; i < 12; i += 1) {
      const result = await call<BetResult>(member, 'POST', bgsPaths.diceBet, { gameCode: gameCodeOf('dice'), amount: 1000, target: 49.5, direction: 'over' });
      expect(result.bet.nonce).toBe(i);
      const outcome = diceOutcome(floatsFor({ serverSeed, clientSeed: result.bet.clientSeed, nonce: i }, 1), 4950, 'over');
      expect(result.bet.outcome).toEqual({ game: 'dice', ...outcome });
      // 99 / 50.49 per unit, rounded down: 1000 * 9900 / 5049 = 1960.
      const payout = outcome.win ? 1960 : 0;
      expect(result.bet).toMatchObject({ status: outcome.win ? 'won' : 'lost', payout, amount: 1000 });
      expected += BigInt(payout - 1000);
      expect(await balanceOf(t, member)).toBe(expected);
      expect(BigInt(result.balance)).toBe(expected);
    }
    expect(await gameLegsOf(t, member)).toBe(expected - 1_000_000n);
  });

  it('limbo and plinko: the same, each bet recomputed from the seeds', async () => {
    const member = await fundedMember();
    await call<SeedsView>(member, 'GET', bgsPaths.seeds);
    const serverSeed = await activeServerSeed(member);
    let expected = await balanceOf(t, member);
    for (let i = 0; i < 6; i += 1) {
      const limbo = await call<BetResult>(member, 'POST', bgsPaths.limboBet, { gameCode: gameCodeOf('limbo'), amount: 500, targetMultiplier: 1.5 });
      const outcome = limboOutcome(floatsFor({ serverSeed, clientSeed: limbo.bet.clientSeed, nonce: limbo.bet.nonce }, 1), 150);
      expect(limbo.bet.outcome).toEqual({ game: 'limbo', ...outcome });
      expected += (outcome.win ? 750n : 0n) - 500n;
      expect(await balanceOf(t, member)).toBe(expected);

      const plinko = await call<BetResult>(member, 'POST', bgsPaths.plinkoBet, { gameCode: gameCodeOf('plinko'), amount: 1000, rows: 16, risk: 'high' });
      const drop = plinkoOutcome(floatsFor({ serverSeed, clientSeed: plinko.bet.clientSeed, nonce: plinko.bet.nonce }, 16), 16, 'high');
      expect(plinko.bet.outcome).toEqual({ game: 'plinko', ...drop });
      expect(plinko.bet.payout).toBe((1000 * drop.multiplierHundredths) / 100);
      expected += BigInt(plinko.bet.payout!) - 1000n;
      expect(await balanceOf(t, member)).toBe(expected);
    }
    expect(await gameLegsOf(t, member)).toBe(expected - 1_000_000n);
  });

  it('a refused debit stores nothing and does not use the nonce', async () => {
    const member = await fundedMember(5000);
    await call<SeedsView>(member, 'GET', bgsPaths.seeds);
    const res = await t.app.inject({
      method: 'POST',
      url: bgsPaths.diceBet,
      headers: bearer(member.token),
      payload: { gameCode: gameCodeOf('dice'), amount: 6000, target: 50, direction: 'under' },
    });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect((await call<SeedsView>(member, 'GET', bgsPaths.seeds)).active.nonce).toBe(0);
    expect(await t.database.db.selectFrom('bgs_bets').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
    expect(await balanceOf(t, member)).toBe(5000n);
    const next = await call<BetResult>(member, 'POST', bgsPaths.diceBet, { gameCode: gameCodeOf('dice'), amount: 100, target: 50, direction: 'under' });
    expect(next.bet.nonce).toBe(0);
  });

  it('refuses stakes outside the limits, unknown games and bad targets', async () => {
    const member = await fundedMember();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload });
    const small = await post(bgsPaths.diceBet, { gameCode: gameCodeOf('dice'), amount: 1, target: 50, direction: 'under' });
    expect([small.statusCode, errorCodeOf(small)]).toEqual([400, 'BET_AMOUNT_INVALID']);
    const huge = await post(bgsPaths.limboBet, { gameCode: gameCodeOf('limbo'), amount: 10_000_000, targetMultiplier: 1000 });
    expect(errorCodeOf(huge)).toBe('BET_AMOUNT_INVALID');
    const wrongGame = await post(bgsPaths.diceBet, { gameCode: gameCodeOf('limbo'), amount: 100, target: 50, direction: 'under' });
    expect([wrongGame.statusCode, errorCodeOf(wrongGame)]).toEqual([404, 'GAME_NOT_FOUND']);
    const target = await post(bgsPaths.diceBet, { gameCode: gameCodeOf('dice'), amount: 100, target: 99.5, direction: 'under' });
    expect([target.statusCode, errorCodeOf(target)]).toEqual([400, 'VALIDATION_ERROR']);
    const guest = await t.app.inject({
      method: 'POST',
      url: bgsPaths.diceBet,
      payload: { gameCode: gameCodeOf('dice'), amount: 100, target: 50, direction: 'under' },
    });
    expect(guest.statusCode).toBe(401);
    await t.database.db.updateTable('catalog_vendors').set({ maintenance: true }).where('code', '=', 'HOUSE_PLINKO').execute();
    t.services.gameWallet.invalidate();
    const closed = await post(bgsPaths.plinkoBet, { gameCode: gameCodeOf('plinko'), amount: 100, rows: 8, risk: 'low' });
    expect([closed.statusCode, errorCodeOf(closed)]).toEqual([503, 'GAME_MAINTENANCE']);
    await t.database.db.updateTable('catalog_vendors').set({ maintenance: false }).where('code', '=', 'HOUSE_PLINKO').execute();
    t.services.gameWallet.invalidate();
    expect((await post(bgsPaths.plinkoBet, { gameCode: gameCodeOf('plinko'), amount: 100, rows: 8, risk: 'low' })).statusCode).toBe(200);
  });
});

describe('mines', () => {
  it('reveals safe tiles, cashes out at 0.99 * C(25,k) / C(25-m,k), and blocks rotation while open', async () => {
    const member = await fundedMember();
    await call<SeedsView>(member, 'GET', bgsPaths.seeds);
    const serverSeed = await activeServerSeed(member);
    const before = await balanceOf(t, member);
    const started = await call<MinesRoundView>(member, 'POST', bgsPaths.minesStart, { gameCode: gameCodeOf('mines'), amount: 10_000, mines: 3 });
    expect(started.bet.outcome).toEqual({ game: 'mines', mineTiles: null, revealed: [] });
    expect(await balanceOf(t, member)).toBe(before - 10_000n);
    const layout = minesLayout(floatsFor({ serverSeed, clientSeed: started.bet.clientSeed, nonce: started.bet.nonce }, 3), 3);

    const rotate = await t.app.inject({ method: 'POST', url: bgsPaths.rotateSeed, headers: bearer(member.token), payload: {} });
    expect([rotate.statusCode, errorCodeOf(rotate)]).toEqual([409, 'INVALID_STATE']);
    const second = await t.app.inject({
      method: 'POST',
      url: bgsPaths.minesStart,
      headers: bearer(member.token),
      payload: { gameCode: gameCodeOf('mines'), amount: 100, mines: 3 },
    });
    expect(errorCodeOf(second)).toBe('INVALID_STATE');

    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !layout.includes(i));
    const roundId = started.bet.betId;
    await call<MinesRoundView>(member, 'POST', bgsPaths.minesReveal, { roundId, tile: safe[0] });
    const two = await call<MinesRoundView>(member, 'POST', bgsPaths.minesReveal, { roundId, tile: safe[1] });
    expect(two.revealed).toEqual([safe[0], safe[1]]);
    expect(two.bet.outcome).toEqual({ game: 'mines', mineTiles: null, revealed: [safe[0], safe[1]] });
    expect((await call<MinesRoundView | null>(member, 'GET', bgsPaths.minesActive))?.bet.betId).toBe(roundId);

    const cashed = await call<MinesRoundView>(member, 'POST', bgsPaths.minesCashout, { roundId });
    const payout = minesPayout(10_000n, 3, 2);
    expect(cashed.bet).toMatchObject({ status: 'won', payout: Number(payout) });
    expect(cashed.bet.outcome).toEqual({ game: 'mines', mineTiles: layout, revealed: [safe[0], safe[1]] });
    expect(await balanceOf(t, member)).toBe(before - 10_000n + payout);
    expect(await call<MinesRoundView | null>(member, 'GET', bgsPaths.minesActive)).toBeNull();
    const again = await t.app.inject({ method: 'POST', url: bgsPaths.minesCashout, headers: bearer(member.token), payload: { roundId } });
    expect(errorCodeOf(again)).toBe('GAME_ROUND_FINISHED');

    // A second round ends on a mine: the stake is gone, the layout shown.
    const lost = await call<MinesRoundView>(member, 'POST', bgsPaths.minesStart, { gameCode: gameCodeOf('mines'), amount: 10_000, mines: 5 });
    const lostLayout = minesLayout(floatsFor({ serverSeed, clientSeed: lost.bet.clientSeed, nonce: lost.bet.nonce }, 5), 5);
    const boom = await call<MinesRoundView>(member, 'POST', bgsPaths.minesReveal, { roundId: lost.bet.betId, tile: lostLayout[0] });
    expect(boom.bet).toMatchObject({ status: 'lost', payout: 0 });
    expect(await balanceOf(t, member)).toBe(before - 20_000n + payout);
    const others = await t.app.inject({
      method: 'POST',
      url: bgsPaths.minesReveal,
      headers: bearer((await fundedMember()).token),
      payload: { roundId: lost.bet.betId, tile: 0 },
    });
    expect(errorCodeOf(others)).toBe('GAME_ROUND_NOT_FOUND');
  });
});

describe('the public verifier', () => {
  it('recomputes a known answer from raw seeds (roll 15.14, see contracts outcomes.test.ts)', async () => {
    const url = `${bgsPaths.verify}?game=dice&serverSeed=${'a'.repeat(64)}&clientSeed=player-seed&nonce=0&target=50&direction=under`;
    const result = await call<VerifyResult>(null, 'GET', url);
    expect(result.outcome).toEqual({ game: 'dice', rollHundredths: 1514, roll: 15.14, win: true });
    expect(result.serverSeedHash).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
  });

  it('recomputes a settled bet only once its seed is revealed, and the browser code agrees', async () => {
    const member = await fundedMember();
    const plinko = await call<BetResult>(member, 'POST', bgsPaths.plinkoBet, { gameCode: gameCodeOf('plinko'), amount: 1000, rows: 12, risk: 'medium' });
    const early = await t.app.inject({ method: 'GET', url: `${bgsPaths.verify}?betId=${plinko.bet.betId}` });
    expect([early.statusCode, errorCodeOf(early)]).toEqual([409, 'SEED_NOT_REVEALED']);
    // It says why (the seed is still secret) and what to do (rotate it in the fairness settings).
    expect((early.json() as { message: string }).message).toMatch(/revealed.*rotat/i);
    await call<RotateSeedResponse>(member, 'POST', bgsPaths.rotateSeed, {});
    const verified = await call<VerifyResult>(null, 'GET', `${bgsPaths.verify}?betId=${plinko.bet.betId}`);
    expect(verified.matches).toBe(true);
    expect(verified.outcome).toEqual(plinko.bet.outcome);
    expect(verified.bet?.serverSeed).toBe(verified.serverSeed);
    const browser = await recomputeOutcome(
      webCryptoHmacSha256,
      { serverSeed: verified.serverSeed, clientSeed: verified.clientSeed, nonce: verified.nonce },
      { game: 'plinko', rows: 12, risk: 'medium' },
    );
    expect({ ...browser }).toEqual(plinko.bet.outcome);
    const missing = await t.app.inject({ method: 'GET', url: `${bgsPaths.verify}?betId=999999` });
    expect(errorCodeOf(missing)).toBe('GAME_ROUND_NOT_FOUND');
    const bad = await t.app.inject({ method: 'GET', url: `${bgsPaths.verify}?game=dice` });
    expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('lists my bets newest first with their seeds', async () => {
    const member = await fundedMember();
    for (let i = 0; i < 3; i += 1)
      await call<BetResult>(member, 'POST', bgsPaths.limboBet, { gameCode: gameCodeOf('limbo'), amount: 100, targetMultiplier: 2 });
    const page = await call<{ content: { nonce: number; game: string }[]; total: number }>(member, 'GET', `${bgsPaths.myBets}?pageSize=2`);
    expect(page.total).toBe(3);
    expect(page.content.map((b) => b.nonce)).toEqual([2, 1]);
  });
});
