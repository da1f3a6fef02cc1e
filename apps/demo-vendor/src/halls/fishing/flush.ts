import { canFire, type PlayerLedger } from './ledger';
import { species, type SpeciesId } from './species';

/**
 * When a player's shots go to the wallet, and what goes: one round per batch, one bet of the summed
 * cost and one win of the summed wins (0 on a batch without captures, which closes the round).
 */

/** A batch is flushed once it holds `maxShots` shots or its first shot is `maxAgeMs` old. */
export type FlushPolicy = { maxShots: number; maxAgeMs: number };

/** 100 shots or 10 seconds: 10 seconds of full fire at 10 shots a second. */
export const defaultFlushPolicy: FlushPolicy = { maxShots: 100, maxAgeMs: 10_000 };

/**
 * - `shots`, `age`: the policy's limits;
 * - `funds`: the player cannot pay their next bullet but has unflushed wins, which become spendable
 *   once their round is settled, so settle it now rather than at the next limit.
 * Leaving the room (or the room closing) flushes without asking: call `flush` directly.
 */
export type FlushReason = 'shots' | 'age' | 'funds';

export const shouldFlush = (ledger: PlayerLedger, now: number, policy: FlushPolicy = defaultFlushPolicy, nextBulletCost?: number): FlushReason | null => {
  if (ledger.shots === 0 || ledger.firstShotAt === null) return null;
  if (ledger.shots >= policy.maxShots) return 'shots';
  if (now - ledger.firstShotAt >= policy.maxAgeMs) return 'age';
  if (nextBulletCost !== undefined && ledger.win > 0 && !canFire(ledger, nextBulletCost)) return 'funds';
  return null;
};

export type RoundCatch = { species: SpeciesId; captures: number; win: number };

/** One wallet round: a bet of `bet` and a win of `win`, under the caller's `roundId`. */
export type FishingRound = {
  roundId: string;
  bet: number;
  win: number;
  shots: number;
  captures: number;
  /** Captures and wins per species, in the species table's order; species not caught are left out. */
  catches: RoundCatch[];
  firstShotAt: number;
  lastShotAt: number;
};

/**
 * Closes the batch under `roundId`: the round to send, and the ledger with the batch's cost moved to
 * `inFlight` (still guarded until the wallet answers) and its counters emptied. No round when the
 * batch is empty: a player who never fired has nothing to send.
 */
export const flush = (ledger: PlayerLedger, roundId: string): { ledger: PlayerLedger; round: FishingRound | null } => {
  if (ledger.shots === 0 || ledger.firstShotAt === null || ledger.lastShotAt === null) return { ledger, round: null };
  const catches: RoundCatch[] = [];
  for (const s of species) {
    const caught = ledger.catches[s.id];
    if (caught) catches.push({ species: s.id, captures: caught.captures, win: caught.win });
  }
  const round: FishingRound = {
    roundId,
    bet: ledger.cost,
    win: ledger.win,
    shots: ledger.shots,
    captures: ledger.captures,
    catches,
    firstShotAt: ledger.firstShotAt,
    lastShotAt: ledger.lastShotAt,
  };
  return {
    ledger: { ...ledger, inFlight: ledger.inFlight + ledger.cost, shots: 0, cost: 0, captures: 0, win: 0, catches: {}, firstShotAt: null, lastShotAt: null },
    round,
  };
};

/** The wallet took the round's bet: its cost leaves `inFlight`, the answered balance (after the debit) is the new one. */
export const betAccepted = (ledger: PlayerLedger, round: FishingRound, balanceAfterBet: number): PlayerLedger => ({
  ...ledger,
  inFlight: ledger.inFlight - round.bet,
  balance: balanceAfterBet,
});

/**
 * A batch whose bet the wallet refused (or that was rolled back after its retries ran out): no money
 * moved, the shots are void and their wins are not paid. What the server tells the player and logs.
 */
export type VoidedBatch = {
  roundId: string;
  /** The wallet's answer, e.g. INSUFFICIENT_FUNDS, LIMIT_EXCEEDED, PLAYER_BLOCKED, or ROLLED_BACK. */
  code: string;
  shots: number;
  captures: number;
  /** Never taken from the player. */
  stakeNotTaken: number;
  /** Never paid to the player. */
  winNotPaid: number;
  catches: RoundCatch[];
};

export const voidBatch = (round: FishingRound, code: string): VoidedBatch => ({
  roundId: round.roundId,
  code,
  shots: round.shots,
  captures: round.captures,
  stakeNotTaken: round.bet,
  winNotPaid: round.win,
  catches: round.catches,
});

/**
 * The wallet refused the round's bet: its cost leaves `inFlight` (nothing was taken), the balance is
 * the refusal's when it carries one (INSUFFICIENT_FUNDS does), and the batch is void.
 */
export const betRefused = (ledger: PlayerLedger, round: FishingRound, code: string, balance?: number): { ledger: PlayerLedger; voided: VoidedBatch } => ({
  ledger: { ...ledger, inFlight: ledger.inFlight - round.bet, balance: balance ?? ledger.balance },
  voided: voidBatch(round, code),
});
