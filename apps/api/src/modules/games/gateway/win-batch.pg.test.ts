import type { VendorWalletResponse } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { runWalletCalls, runWinBatch, type WalletCallInput, type WinBatchInput } from './game-wallet.repository';
import { addGatewayVendor, mainBalance, type TestVendor } from './gateway.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
// Batches of wins (game_wallet_win_batch) lock every wallet of the batch in ascending id, as single
// calls and game_wallet_calls() do: run together on the same wallets, in any order, nothing
// deadlocks (no retry here would hide a 40P01) and every balance comes out right.

let t: TestApp;
let vendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '60000' });
  vendor = await addGatewayVendor(t, 'LOTTO_PG', { credentials: false });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  await t.close();
});

const FUNDING = 100_000n;

const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('game_wallet_win_batch under concurrency', () => {
  it('runs with single calls, group-committed calls, other batches and caller transactions on the same wallets: no deadlock, balances right', async () => {
    const merchant = await t.services.settings.value('merchant');
    const gw = t.services.gameWallet;
    const members: TestMember[] = [];
    for (let i = 0; i < 40; i += 1) {
      const m = await newMember(t);
      await fundMember(t, m, Number(FUNDING));
      members.push(m);
    }
    const expected = new Map(members.map((m) => [m.id, FUNDING]));
    const move = (memberId: bigint, delta: bigint) => expected.set(memberId, (expected.get(memberId) ?? 0n) + delta);
    const shared = (now: Date) => ({
      vendorId: vendor.id,
      vendorCode: vendor.code,
      transfer: false,
      gameCode: vendor.gameCode,
      gameId: vendor.gameId,
      gameType: 'RNG',
      currency,
      maxRoundWin: null,
      now: now.toISOString(),
      zone: 'Asia/Kolkata',
      agentTypes: merchant.agentTypeCodes,
      trialType: merchant.trialTypeCode,
    });

    for (let round = 0; round < 4; round += 1) {
      const draw = (name: string) => `pg-${round}-${name}-${Date.now()}`;
      const draws = [draw('a'), draw('b')];
      // One bet per member in each of the two draws the batches settle.
      for (const d of draws) {
        const bets = await Promise.all(
          members.map((m) =>
            gw.bet({ vendorCode: vendor.code, memberId: m.id, gameCode: vendor.gameCode, roundId: d, txId: `${d}:bet:${m.id}`, amount: 100n, currency }),
          ),
        );
        expect(bets.every((b) => b.status === 'OK')).toBe(true);
        for (const m of members) move(m.id, -100n);
      }
      const batch = (d: string): WinBatchInput => ({
        ...shared(new Date()),
        calls: shuffled(members).map((m) => {
          const amount = BigInt(Math.floor(Math.random() * 3) === 0 ? 0 : Math.floor(Math.random() * 500));
          return { memberId: m.id.toString(), roundId: d, txId: `${d}:win:${m.id}`, amount: amount.toString(), requestHash: `h:${d}:${m.id}:${amount}` };
        }),
      });
      const batches = draws.map(batch);

      // Bets of one statement for several members, highest id first (game_wallet_calls orders them).
      const other = draw('c');
      const multi: WalletCallInput[] = [...members]
        .reverse()
        .slice(0, 15)
        .map((m) => ({
          ...shared(new Date()),
          action: 'bet',
          txId: `${other}:multi:${m.id}`,
          memberId: m.id.toString(),
          roundId: other,
          amount: '30',
          refTxId: null,
          roundClosed: false,
          requestHash: `h:${other}:multi:${m.id}`,
          sessionHash: null,
          gameOpen: true,
        }));
      // Caller transactions that hold a wallet a while before they commit.
      const held = shuffled(members).slice(0, 6);
      const prepared = await Promise.all(
        held.map((m) =>
          gw.prepareBet({
            vendorCode: vendor.code,
            memberId: m.id,
            gameCode: vendor.gameCode,
            roundId: other,
            txId: `${other}:within:${m.id}`,
            amount: 20n,
            currency,
          }),
        ),
      );

      const [batchA, batchB, singles, multiAnswers, withins] = await Promise.all([
        runWinBatch(t.database.db, batches[0] as WinBatchInput),
        runWinBatch(t.database.db, batches[1] as WinBatchInput),
        Promise.all(
          shuffled(members).map(async (m) => ({
            m,
            answer: await gw.bet({
              vendorCode: vendor.code,
              memberId: m.id,
              gameCode: vendor.gameCode,
              roundId: other,
              txId: `${other}:single:${m.id}`,
              amount: 50n,
              currency,
            }),
          })),
        ),
        runWalletCalls(t.database.db, multi),
        Promise.all(
          held.map((m, i) =>
            t.database.db.transaction().execute(async (trx) => {
              const answer = await gw.betWithin(trx, prepared[i] as (typeof prepared)[number]);
              await pause(20);
              return { m, answer };
            }),
          ),
        ),
      ]);

      const credit = (input: WinBatchInput, answers: VendorWalletResponse[]) => {
        expect(answers.map((a) => a.status)).toEqual(input.calls.map(() => 'OK'));
        for (const c of input.calls) move(BigInt(c.memberId), BigInt(c.amount));
      };
      credit(batches[0] as WinBatchInput, batchA);
      credit(batches[1] as WinBatchInput, batchB);
      for (const { m, answer } of singles) {
        expect(answer.status).toBe('OK');
        move(m.id, -50n);
      }
      expect(multiAnswers.map((a) => a.status)).toEqual(multi.map(() => 'OK'));
      for (const c of multi) move(BigInt(c.memberId ?? '0'), -30n);
      for (const { m, answer } of withins) {
        expect(answer.status).toBe('OK');
        move(m.id, -20n);
      }
    }

    for (const m of members) expect(await mainBalance(t, m)).toBe(expected.get(m.id));
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('vendor_id', '=', vendor.id)
      .where('status', '=', 'closed')
      .executeTakeFirstOrThrow();
    expect(Number(rounds.n)).toBe(4 * 2 * members.length);
  });
});
