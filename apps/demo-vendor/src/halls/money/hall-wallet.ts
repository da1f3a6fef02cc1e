import type { VendorBetDetails } from '@gp/contracts';
import type { VendorSession } from '../../sessions';
import type { WalletClient } from '../../wallet-client';
import { createOpenStakes, type OpenStakes } from './open-stakes';

export type HallStake = { roundId: string; txId: string; amount: number; details?: VendorBetDetails };
export type StakeAnswer = { ok: true; balance: number } | { ok: false; code: string; balance: number };

export type HallPayout = {
  session: VendorSession;
  roundId: string;
  txId: string;
  /** The round's first bet, named in the win so the platform ties them. */
  betTxId: string;
  /** What the round returns to the player, stake included; 0 closes a lost round. */
  amount: number;
  details?: VendorBetDetails;
};
/** What became of a payout: the balance after it when answered, null while it waits for the platform. */
export type PayoutAnswer = { session: VendorSession; settled: boolean; balance: number | null };

/** One stake to take back: the round it was on, the rollback's own id, and the stake's txId. */
export type HallUnstake = { roundId: string; txId: string; originalTxId: string };
/**
 * What became of an unstake: refunded (the balance after it), pending (queued until the platform
 * acknowledges it), or refused by the platform (its status code).
 */
export type UnstakeAnswer = { result: 'refunded'; balance: number } | { result: 'pending' } | { result: 'refused'; code: string; balance: number };

/** Demo stakes not yet closed by a payout, so one can be given back by its txId; bounded so it never grows without end. */
const demoStakesKept = 50_000;

/**
 * Money for the shared games, for both kinds of session: real ones through the vendor wallet API
 * (a bet per stake, the round's wins together in batches), demo ones in the session's fun money.
 * Every stake and payout names its round and transaction id, so a retry is the same call.
 */
export const createHallWallet = (wallet: WalletClient, openStakes: OpenStakes = createOpenStakes(undefined)) => {
  // Keyed by session id and round id (both never leave the server), then txId -> amount.
  const demoStakes = new Map<string, Map<string, number>>();
  const demoRoundKey = (session: VendorSession, roundId: string) => `${session.id}\n${roundId}`;

  const stake = async (session: VendorSession, bet: HallStake): Promise<StakeAnswer> => {
    if (session.mode === 'demo' || !session.player) {
      if (bet.amount > session.balance) return { ok: false, code: 'INSUFFICIENT_FUNDS', balance: session.balance };
      session.balance -= bet.amount;
      const key = demoRoundKey(session, bet.roundId);
      const round = demoStakes.get(key) ?? new Map<string, number>();
      round.set(bet.txId, bet.amount);
      demoStakes.set(key, round);
      if (demoStakes.size > demoStakesKept) demoStakes.delete(demoStakes.keys().next().value!);
      return { ok: true, balance: session.balance };
    }
    const { playerId, sessionToken } = session.player;
    await openStakes.opened({ vendorCode: session.vendorCode, playerId, gameCode: session.gameCode, roundId: bet.roundId, txId: bet.txId });
    const result = await wallet.bet(session.vendorCode, {
      playerId,
      sessionToken,
      gameCode: session.gameCode,
      roundId: bet.roundId,
      txId: bet.txId,
      amount: bet.amount,
      currency: session.currency,
      ...(bet.details ? { details: bet.details } : {}),
    });
    if (result.result === 'failed') return { ok: false, code: 'NETWORK', balance: session.balance };
    const balance = typeof result.response.balance === 'number' ? result.response.balance : session.balance;
    session.balance = balance;
    if (result.result === 'refused') return { ok: false, code: result.response.status, balance };
    return { ok: true, balance };
  };

  /** Pays a round's players: demo ones at once, real ones per vendor in batches. */
  const payOut = async (payouts: readonly HallPayout[]): Promise<PayoutAnswer[]> => {
    const answers: PayoutAnswer[] = payouts.map((p) => ({ session: p.session, settled: false, balance: null }));
    const real = new Map<string, number[]>();
    payouts.forEach((payout, index) => {
      const { session } = payout;
      if (session.mode === 'demo' || !session.player) {
        demoStakes.delete(demoRoundKey(session, payout.roundId));
        session.balance += payout.amount;
        answers[index] = { session, settled: true, balance: session.balance };
        return;
      }
      const list = real.get(session.vendorCode) ?? [];
      list.push(index);
      real.set(session.vendorCode, list);
    });
    await Promise.all(
      [...real].map(async ([vendorCode, indexes]) => {
        const results = await wallet.settleMany(
          vendorCode,
          indexes.map((index) => {
            const p = payouts[index]!;
            const player = p.session.player!;
            return {
              playerId: player.playerId,
              sessionToken: player.sessionToken,
              gameCode: p.session.gameCode,
              roundId: p.roundId,
              txId: p.txId,
              betTxId: p.betTxId,
              amount: p.amount,
              currency: p.session.currency,
              roundClosed: true,
              ...(p.details ? { details: p.details } : {}),
            };
          }),
        );
        // Every win is now in the wallet client's own store (sent or queued): the stakes are safe.
        await Promise.all(indexes.map((index) => openStakes.closed(vendorCode, payouts[index]!.roundId, payouts[index]!.session.player!.playerId)));
        results.forEach((result, n) => {
          const index = indexes[n]!;
          const session = payouts[index]!.session;
          if (result.result === 'pending') return;
          const balance = typeof result.response.balance === 'number' ? result.response.balance : null;
          if (balance !== null) session.balance = balance;
          answers[index] = { session, settled: result.result === 'accepted', balance };
        });
      }),
    );
    return answers;
  };

  /**
   * Takes back one stake of a round still open (a card room's bet its hand could no longer use):
   * real sessions roll the wallet bet back (queued and retried until acknowledged, as every
   * rollback is); demo sessions get the fun money back. Taking back the same stake twice refunds
   * it once.
   */
  const unstake = async (session: VendorSession, taken: HallUnstake): Promise<UnstakeAnswer> => {
    if (session.mode === 'demo' || !session.player) {
      const round = demoStakes.get(demoRoundKey(session, taken.roundId));
      const amount = round?.get(taken.originalTxId);
      if (round && amount !== undefined) {
        round.delete(taken.originalTxId);
        session.balance += amount;
      }
      return { result: 'refunded', balance: session.balance };
    }
    const result = await wallet.rollback(session.vendorCode, {
      playerId: session.player.playerId,
      gameCode: session.gameCode,
      roundId: taken.roundId,
      txId: taken.txId,
      originalTxId: taken.originalTxId,
    });
    await openStakes.undone(session.vendorCode, taken.originalTxId);
    if (result.result === 'pending') return { result: 'pending' };
    const balance = typeof result.response.balance === 'number' ? result.response.balance : session.balance;
    session.balance = balance;
    if (result.result === 'refused') return { result: 'refused', code: result.response.status, balance };
    return { result: 'refunded', balance };
  };

  /**
   * Rolls back every stake a previous run took for a round it never paid (the process stopped
   * without its shutdown). Each rollback is queued in the wallet client's store and retried until
   * the platform acknowledges it; one of a bet already paid is refused and changes nothing.
   */
  const recover = async (): Promise<number> => {
    // A round whose win reached the wallet client's store before the crash, but not the journal's
    // "paid" line, is paid by that queued win: its stakes stay.
    const queued = new Set(
      wallet
        .pending()
        .filter((p) => p.action === 'win')
        .map((p) => `${p.vendorCode}\n${String(p.body.roundId)}\n${String(p.body.playerId)}`),
    );
    const open = (await openStakes.recover()).filter((s) => !queued.has(`${s.vendorCode}\n${s.roundId}\n${s.playerId}`));
    await Promise.all(
      open.map((s) =>
        wallet.rollback(s.vendorCode, { playerId: s.playerId, gameCode: s.gameCode, roundId: s.roundId, txId: `${s.txId}:void`, originalTxId: s.txId }),
      ),
    );
    return open.length;
  };

  return { stake, payOut, unstake, recover };
};

export type HallWallet = ReturnType<typeof createHallWallet>;
