import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryPendingStore } from '../../pending-settlements';
import type { VendorSession } from '../../sessions';
import { createWalletClient, type RollbackContent, type SettlementResult, type WalletClient } from '../../wallet-client';
import { createHallWallet } from './hall-wallet';
import { createOpenStakes } from './open-stakes';

/**
 * `unstake`: a real session's stake goes back through a wallet rollback naming the stake; a demo
 * session's fun money comes back at once, once, and only for a stake the round still holds.
 */

const session = (mode: 'real' | 'demo', balance: number): VendorSession => ({
  id: `session-${mode}-0123456789`,
  mode,
  vendorCode: 'TABLEKIN',
  gameCode: 'TABLEKIN_0001',
  language: 'en',
  lobbyUrl: null,
  player: mode === 'real' ? { playerId: '42', sessionToken: 'token-abcdefghijkl', nickname: 'Asha' } : null,
  currency: mode === 'real' ? 'INR' : 'FUN',
  balance,
  lastSeen: 0,
  busy: false,
});

/** A wallet client that answers rollbacks as scripted and records them; nothing else is called. */
const walletAnswering = (answer: (content: RollbackContent) => SettlementResult) => {
  const rollbacks: { vendorCode: string; content: RollbackContent }[] = [];
  const client = {
    rollback: async (vendorCode: string, content: RollbackContent) => {
      rollbacks.push({ vendorCode, content });
      return answer(content);
    },
  } as unknown as WalletClient;
  return { client, rollbacks };
};

describe('hall wallet unstake', () => {
  it('rolls a real stake back through the wallet API and keeps the balance it answers', async () => {
    const { client, rollbacks } = walletAnswering((c) => ({ result: 'accepted', response: { status: 'OK', txId: c.txId, platformTxId: '9', balance: 5_000 } }));
    const player = session('real', 4_000);
    const answer = await createHallWallet(client).unstake(player, { roundId: 'R1', txId: 'R1:k:2:rb', originalTxId: 'R1:k:2' });
    expect(answer).toEqual({ result: 'refunded', balance: 5_000 });
    expect(player.balance).toBe(5_000);
    expect(rollbacks).toEqual([
      { vendorCode: 'TABLEKIN', content: { playerId: '42', gameCode: 'TABLEKIN_0001', roundId: 'R1', txId: 'R1:k:2:rb', originalTxId: 'R1:k:2' } },
    ]);
  });

  it('reports a rollback the platform refuses, and one still queued', async () => {
    const refused = walletAnswering(() => ({ result: 'refused', response: { status: 'BET_ALREADY_SETTLED', balance: 3_000 } }));
    expect(await createHallWallet(refused.client).unstake(session('real', 1), { roundId: 'R', txId: 'x:rb', originalTxId: 'x' })).toEqual({
      result: 'refused',
      code: 'BET_ALREADY_SETTLED',
      balance: 3_000,
    });
    const queued = walletAnswering(() => ({ result: 'pending', reason: 'timeout' }));
    expect(await createHallWallet(queued.client).unstake(session('real', 1), { roundId: 'R', txId: 'x:rb', originalTxId: 'x' })).toEqual({ result: 'pending' });
  });

  it('gives a demo stake back once, by its txId, and nothing for a stake a payout closed', async () => {
    const { client, rollbacks } = walletAnswering(() => {
      throw new Error('a demo session never calls the wallet');
    });
    const wallet = createHallWallet(client);
    const player = session('demo', 10_000);
    await wallet.stake(player, { roundId: 'R1', txId: 'R1:a', amount: 1_000 });
    await wallet.stake(player, { roundId: 'R1', txId: 'R1:b', amount: 2_000 });
    expect(player.balance).toBe(7_000);
    expect(await wallet.unstake(player, { roundId: 'R1', txId: 'R1:b:rb', originalTxId: 'R1:b' })).toEqual({ result: 'refunded', balance: 9_000 });
    expect(await wallet.unstake(player, { roundId: 'R1', txId: 'R1:b:rb', originalTxId: 'R1:b' })).toEqual({ result: 'refunded', balance: 9_000 });
    expect(await wallet.unstake(player, { roundId: 'R1', txId: 'R1:z:rb', originalTxId: 'R1:z' })).toEqual({ result: 'refunded', balance: 9_000 });
    await wallet.payOut([{ session: player, roundId: 'R1', txId: 'R1:w', betTxId: 'R1:a', amount: 0 }]);
    expect(await wallet.unstake(player, { roundId: 'R1', txId: 'R1:a:rb', originalTxId: 'R1:a' })).toEqual({ result: 'refunded', balance: 9_000 });
    expect(rollbacks).toEqual([]);
  });
});

describe('hall wallet recover', () => {
  it("rolls back a crashed run's open stakes, except those whose round's win was already queued", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hall-recover-'));
    const journal = join(dir, 'hall-stakes.jsonl');
    const before = createOpenStakes(journal);
    const stake = (roundId: string, playerId: string) => ({
      vendorCode: 'AURORA_LIVE',
      playerId,
      gameCode: 'AURORA_LIVE_0001',
      roundId,
      txId: `${roundId}:${playerId}:1`,
    });
    await before.opened(stake('R1', '7'));
    await before.opened(stake('R2', '7'));
    // R1's win reached the wallet client's own store; the crash came before the journal's "paid" line.
    const store = memoryPendingStore();
    await store.save([
      {
        vendorCode: 'AURORA_LIVE',
        action: 'win',
        txId: 'R1:7:w',
        body: { playerId: '7', roundId: 'R1', txId: 'R1:7:w', amount: 0 },
        attempts: 1,
        nextAt: Date.now() + 60_000,
        createdAt: Date.now(),
        lastError: 'timeout',
      },
    ]);
    // The platform is down: whatever the restart sends stays queued, so the queue shows it.
    const client = createWalletClient({
      baseUrl: 'http://127.0.0.1:9',
      secretFor: () => 'x'.repeat(64),
      timeoutMs: 200,
      pendingStore: store,
      backoff: { initialMs: 60_000, maxMs: 60_000 },
    });
    await client.start();
    expect(await createHallWallet(client, createOpenStakes(journal)).recover()).toBe(1);
    expect(
      client
        .pending()
        .map((p) => [p.action, p.txId, p.body.originalTxId])
        .sort(),
    ).toEqual([
      ['rollback', 'R2:7:1:void', 'R2:7:1'],
      ['win', 'R1:7:w', undefined],
    ]);
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });
});
