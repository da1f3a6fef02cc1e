import { describe, expect, it } from 'vitest';
import type { VendorSession } from '../../sessions';
import type { RollbackContent, SettlementResult, WalletClient } from '../../wallet-client';
import { createHallWallet } from './hall-wallet';

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
