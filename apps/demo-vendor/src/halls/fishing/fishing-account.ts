import { createHash } from 'node:crypto';
import type { VendorSession } from '../../sessions';
import { gameNameOf } from '../../games';
import type { HallWallet } from '../money/hall-wallet';
import type { ShotResult } from './capture';
import { allowFire, openFireGate, type FireGate } from './fire-rate';
import { fishingBetDetails } from './fishing-details';
import type { MoneyView } from './fishing-frames';
import { betAccepted, betRefused, flush, shouldFlush, type FishingRound, type FlushPolicy, type FlushReason } from './flush';
import { canFire, noteBalance, openLedger, recordShot, spendable, type PlayerLedger } from './ledger';

/** Why a batch went out: the policy's reasons, or the player leaving, the hall stopping, a suspension. */
export type FlushCause = FlushReason | 'leave' | 'stop' | 'suspended';

export type FishingLog = (data: object, message: string) => void;

export type FishingAccountOptions = {
  session: VendorSession;
  wallet: HallWallet;
  policy: FlushPolicy;
  now: () => number;
  /** Sends a frame to every socket of this player (batch answers arrive after the shot's). */
  tell: (frame: object) => void;
  log?: FishingLog | undefined;
};

/**
 * One player's money in a fishing game: the engine's ledger and fire gate, and the wallet rounds
 * its batches become. Wallet calls go one at a time, in order (bet, its win, the next bet), so every
 * balance the wallet answers is exact where it lands in the sequence. Shared by every tab of the
 * session: two tabs must not each spend the same balance.
 */
export const createFishingAccount = (options: FishingAccountOptions) => {
  const { session, wallet, now } = options;
  // A short stable key of the session for round ids (the session id itself is a secret).
  const key = createHash('sha256').update(session.id).digest('base64url').slice(0, 10);
  let ledger: PlayerLedger = openLedger(session.balance);
  let gate: FireGate = openFireGate(now());
  /** Wins of flushed batches not yet in the ledger's balance (their bet or win still on the way). */
  let owed = 0;
  let roundNo = 0;
  let suspended: string | null = null;
  let queue: Promise<void> = Promise.resolve();
  let busy = 0;

  /** The screen's balance: as if every bullet were paid and every win credited at once. */
  const view = (): MoneyView => ({ balance: ledger.balance - ledger.inFlight - ledger.cost + ledger.win + owed, spendable: spendable(ledger) });

  const settle = async (round: FishingRound, cause: FlushCause): Promise<void> => {
    const betTxId = `${round.roundId}:b`;
    // The batch's number is the last part of its round id (see flushNow).
    const batchNo = Number(round.roundId.slice(round.roundId.lastIndexOf('-') + 1));
    const details = (paid: boolean) =>
      fishingBetDetails({
        language: session.language,
        place: gameNameOf(session.vendorCode, session.gameCode, session.language),
        roundNo: batchNo,
        round,
        paid,
      });
    const staked = await wallet.stake(session, { roundId: round.roundId, txId: betTxId, amount: round.bet, details: details(false) });
    if (!staked.ok) {
      // The wallet client rolls back a bet it could not get answered: the same as a refusal here.
      const code = staked.code === 'NETWORK' ? 'ROLLED_BACK' : staked.code;
      const refused = betRefused(ledger, round, code, staked.balance);
      ledger = refused.ledger;
      owed -= round.win;
      // Out of money is the guard's to handle; any other refusal would meet the next batch too.
      if (code !== 'INSUFFICIENT_FUNDS' && suspended === null) {
        suspended = code;
        flushNow('suspended');
      }
      options.log?.({ ...refused.voided, cause, gameCode: session.gameCode }, 'fishing batch void');
      options.tell({ type: 'batch-void', ...refused.voided, suspended, ...view() });
      return;
    }
    ledger = betAccepted(ledger, round, staked.balance);
    const [paid] = await wallet.payOut([{ session, roundId: round.roundId, txId: `${round.roundId}:w`, betTxId, amount: round.win, details: details(true) }]);
    owed -= round.win;
    // A win the platform has not acknowledged is retried by the wallet client; until the next
    // answer the ledger keeps the balance after the bet, so it is not spent early.
    if (paid?.balance !== null && paid?.balance !== undefined) ledger = noteBalance(ledger, paid.balance);
    const pending = !paid?.settled;
    options.log?.(
      {
        roundId: round.roundId,
        cause,
        gameCode: session.gameCode,
        shots: round.shots,
        bet: round.bet,
        win: round.win,
        captures: round.captures,
        catches: round.catches,
        pending,
      },
      'fishing batch',
    );
    options.tell({ type: 'batch', roundId: round.roundId, shots: round.shots, bet: round.bet, win: round.win, captures: round.captures, pending, ...view() });
  };

  /** Sends the open batch as one wallet round, whatever the policy says; nothing when it is empty. */
  const flushNow = (cause: FlushCause): void => {
    const roundId = `${session.gameCode}-${now().toString(36)}-${key}-${roundNo + 1}`;
    const flushed = flush(ledger, roundId);
    if (!flushed.round) return;
    roundNo += 1;
    ledger = flushed.ledger;
    owed += flushed.round.win;
    const round = flushed.round;
    busy += 1;
    queue = queue
      .then(() => settle(round, cause))
      .catch((error: unknown) => options.log?.({ roundId: round.roundId, error: String(error) }, 'fishing batch failed'))
      .finally(() => {
        busy -= 1;
      });
  };

  return {
    view,
    /** Set after the wallet refused a batch for a reason other than funds: no more shots are taken. */
    suspended: () => suspended,
    /** A player who comes back (reload, reconnect) is given another try. */
    resume: () => {
      suspended = null;
    },
    /** The fire-rate step: every attempt that passes counts toward the rate, whatever follows. */
    allowFire: (at: number): boolean => {
      const next = allowFire(gate, at);
      gate = next.gate;
      return next.allowed;
    },
    canFire: (bulletCost: number): boolean => canFire(ledger, bulletCost),
    record: (shot: ShotResult, at: number): void => {
      ledger = recordShot(ledger, shot, at);
    },
    /** Flushes when the policy says so; `nextBulletCost` lets an unaffordable bullet settle open wins. */
    flushIfDue: (at: number, nextBulletCost?: number): FlushReason | null => {
      const reason = shouldFlush(ledger, at, options.policy, nextBulletCost);
      if (reason) flushNow(reason);
      return reason;
    },
    flushNow,
    /** Holds an open batch or a wallet call still on its way. */
    busy: (): boolean => busy > 0 || ledger.shots > 0,
    /** Resolves once every batch flushed so far has had its answers. */
    settled: async (): Promise<void> => {
      // A suspension queues one more batch from inside the queue: wait until nothing is left.
      while (busy > 0) await queue;
    },
    ledger: (): PlayerLedger => ledger,
  };
};

export type FishingAccount = ReturnType<typeof createFishingAccount>;
