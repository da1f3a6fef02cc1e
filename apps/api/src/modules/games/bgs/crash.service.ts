import type { ClusterBus } from '../../../cluster';
import { randomUUID } from 'node:crypto';
import {
  crashClientSeed,
  crashGrowthPerMs,
  crashMaxCashoutHundredths,
  crashMinCashoutHundredths,
  crashMsToReach,
  crashMultiplierAt,
  crashOutcome,
  payoutAt,
  toHundredths,
  type CrashBetRequest,
  type CrashBetResult,
  type CrashRoundSummary,
  type CrashServerMessage,
  type CrashState,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { assertMayPlay } from '../../money/protection';
import { floatsFor, newServerSeed, seedHash } from './bgs-crypto';
import { bgsVendorCodes } from './bgs-games';
import {
  acquireCrashLease,
  crashCrashRound,
  deletePendingBet,
  findBet,
  findCrashRound,
  findLatestCrashRound,
  insertCrashRoundWithId,
  insertPendingBet,
  listCrashedRounds,
  listCrashRoundBets,
  listOpenBetsOfCrashedRounds,
  listOpenCrashBets,
  nextCrashRoundId,
  openBet,
  releaseCrashLease,
  startCrashRound,
  type BetRow,
  type CrashRoundRow,
  findCrashBet,
} from './bgs.repository';
import { assertStake, betViewOf, finishBet, type BgsDeps } from './bet-flow';
import { sweepUnsettled } from './bgs-sweep';

export type CrashOptions = {
  /** Run the round loop once the app is ready (off in tests: they drive `step()` or call `start()`). */
  autoStart: boolean;
  bettingMs: number;
  /** Pause after a crash before the next round opens. */
  pauseMs: number;
  tickMs: number;
  growthPerMs: number;
  leaseMs: number;
  /** How often the lease holder finishes bets a crash left half done (`sweepUnsettled`). */
  sweepEveryMs: number;
};

export const defaultCrashOptions: CrashOptions = {
  autoStart: true,
  bettingMs: 7000,
  pauseMs: 3000,
  tickMs: 100,
  growthPerMs: crashGrowthPerMs,
  leaseMs: 15000,
  sweepEveryMs: 30000,
};

type CrashParams = { game: 'crash'; crashRoundId: string; autoCashoutHundredths: number | null };
type Listener = (message: CrashServerMessage) => void;

const historyShown = 20;

/** The player's name on the public bet list: first two characters and stars. */
const maskName = (account: string): string => `${account.slice(0, 2)}***`;

const crashMsOf = (round: CrashRoundRow): number => crashMsToReach(Number(round.crash_point), round.growth_per_ms);

/**
 * Crash: shared rounds run by the server. Round N's crash point comes from its own server seed
 * (32 CSPRNG bytes, hash published when betting opens, the seed revealed at the crash):
 * floats of (serverSeed, clientSeed = `crashClientSeed`, nonce = N), then the limbo curve. The round
 * id is drawn from its sequence before the seed is used, so the point is fixed before any bet.
 *
 * One loop (`step` every tickMs) moves the current round betting -> running -> crashed -> next round.
 * Only the API instance holding the lease (`bgs_crash_lease`, renewed each step) moves rounds and
 * settles auto cash-outs and losses; every instance serves bets, cash-outs (decided on the clock
 * against the stored start and crash point, so any instance decides the same) and its own
 * WebSocket clients from the database state.
 */
export const createCrashService = (db: Kysely<DB>, deps: BgsDeps, options: CrashOptions, bus?: ClusterBus) => {
  const holder = randomUUID();
  const listeners = new Set<Listener>();
  let timer: NodeJS.Timeout | null = null;
  let stepping: Promise<void> | null = null;
  let stopped = true;
  let leaseUntil = 0;
  let lastSent = '';
  let lastSweep = 0;
  let log = deps.log;
  let failedSteps = 0;

  const emit = (message: CrashServerMessage): void => {
    for (const listener of listeners) listener(message);
  };

  const subscribe = (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const multiplierNow = (round: CrashRoundRow, now: number): number => {
    if (round.status === 'crashed') return Number(round.crash_point);
    if (round.status !== 'running' || round.started_at === null) return 100;
    return Math.min(crashMultiplierAt(now - round.started_at.getTime(), round.growth_per_ms), Number(round.crash_point));
  };

  const stateOf = async (round: CrashRoundRow): Promise<CrashState> => {
    const now = deps.clock().getTime();
    const [bets, history] = await Promise.all([listCrashRoundBets(db, round.id), listCrashedRounds(db, historyShown)]);
    const crashed = round.status === 'crashed';
    return {
      roundId: round.id.toString(),
      phase: round.status,
      serverSeedHash: round.server_seed_hash,
      serverSeed: crashed ? round.server_seed : null,
      clientSeed: crashClientSeed,
      nonce: Number(round.id),
      bettingEndsAt: round.status === 'betting' ? round.betting_ends_at.getTime() : null,
      startedAt: round.started_at === null ? null : round.started_at.getTime(),
      serverTime: now,
      multiplierHundredths: multiplierNow(round, now),
      crashPointHundredths: crashed ? Number(round.crash_point) : null,
      growthPerMs: round.growth_per_ms,
      bets: bets.map((b) => ({
        player: maskName(b.account),
        amount: Number(b.amount),
        autoCashoutHundredths: (b.params as CrashParams).autoCashoutHundredths,
        cashedOutAtHundredths: b.cashed_out_at === null ? null : Number(b.cashed_out_at),
        payout: b.payout === null ? null : Number(b.payout),
      })),
      history: history.map((r) => ({ roundId: r.id.toString(), crashPointHundredths: Number(r.crash_point) })),
    };
  };

  /** The current round's state, or null before the first round. */
  const state = async (): Promise<CrashState | null> => {
    const round = await findLatestCrashRound(db);
    return round ? stateOf(round) : null;
  };

  const history = async (limit: number): Promise<CrashRoundSummary[]> =>
    (await listCrashedRounds(db, limit)).map((r) => ({
      roundId: r.id.toString(),
      crashPointHundredths: Number(r.crash_point),
      serverSeed: r.server_seed,
      serverSeedHash: r.server_seed_hash,
      clientSeed: crashClientSeed,
      nonce: Number(r.id),
      crashedAt: (r.crashed_at ?? r.created_at).toISOString(),
    }));

  /** The auto cash-out in force: the player's, lowered to what reaches the largest payout. */
  const effectiveAuto = (row: BetRow): number => {
    const cap = Number((deps.limits.maxPayout * 100n) / row.amount);
    const own = (row.params as CrashParams).autoCashoutHundredths;
    return Math.min(own ?? cap, cap);
  };

  /** Settles one open bet at `cashedOutAt` (hundredths) or as lost (null). */
  const settle = (row: BetRow, round: CrashRoundRow, cashedOutAt: number | null) =>
    finishBet(db, deps, row, {
      payout: cashedOutAt === null ? 0n : payoutAt(row.amount, cashedOutAt),
      outcome: { game: 'crash', crashPointHundredths: Number(round.crash_point), cashedOutAtHundredths: cashedOutAt },
      cashedOutAt: cashedOutAt === null ? null : BigInt(cashedOutAt),
    });

  /** At the crash: auto cash-outs at or below the crash point win, every other open bet loses. */
  const settleCrashed = async (round: CrashRoundRow, only?: BetRow): Promise<void> => {
    const open = only ? [only] : await listOpenCrashBets(db, round.id);
    for (const row of open) {
      const auto = effectiveAuto(row);
      await settle(row, round, auto <= Number(round.crash_point) ? auto : null);
    }
  };

  /** Open bets of rounds that crashed while their settler stopped (another instance took over). */
  const settleLeftovers = async (): Promise<void> => {
    for (const row of await listOpenBetsOfCrashedRounds(db, 100)) {
      const round = await findCrashRound(db, row.crash_round_id!);
      if (round) await settleCrashed(round, row);
    }
  };

  // ------------------------------------------------------------ the loop (lease holder)

  const holdsLease = async (now: Date): Promise<boolean> => {
    if (now.getTime() < leaseUntil - options.leaseMs / 2) return true;
    const until = new Date(now.getTime() + options.leaseMs);
    const held = await acquireCrashLease(db, holder, now, until);
    leaseUntil = held ? until.getTime() : 0;
    return held;
  };

  const openRound = async (now: Date): Promise<CrashRoundRow> => {
    const id = await nextCrashRoundId(db);
    const serverSeed = newServerSeed();
    const { crashPointHundredths } = crashOutcome(floatsFor({ serverSeed, clientSeed: crashClientSeed, nonce: Number(id) }, 1));
    return insertCrashRoundWithId(db, id, {
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      crashPoint: BigInt(crashPointHundredths),
      bettingEndsAt: new Date(now.getTime() + options.bettingMs),
      growthPerMs: options.growthPerMs,
    });
  };

  /** Moves the current round on when its time has come; returns the round after the move. */
  const advance = async (round: CrashRoundRow | undefined, now: Date): Promise<CrashRoundRow> => {
    if (!round || (round.status === 'crashed' && now.getTime() - (round.crashed_at ?? now).getTime() >= options.pauseMs)) return openRound(now);
    if (round.status === 'betting' && now >= round.betting_ends_at) return (await startCrashRound(db, round.id, now)) ?? round;
    if (round.status !== 'running' || round.started_at === null) return round;
    const elapsed = now.getTime() - round.started_at.getTime();
    if (elapsed >= crashMsOf(round)) {
      const crashed = (await crashCrashRound(db, round.id, now)) ?? round;
      await settleCrashed(crashed);
      return crashed;
    }
    const reached = crashMultiplierAt(elapsed, round.growth_per_ms);
    let cashedOut = 0;
    for (const row of await listOpenCrashBets(db, round.id)) {
      const auto = effectiveAuto(row);
      if (auto <= reached) {
        await settle(row, round, auto);
        cashedOut += 1;
      }
    }
    // Auto cash-outs change the public bet list mid-round, like a player's own cash-out.
    if (cashedOut > 0) void announce().catch(() => undefined);
    return round;
  };

  /** One beat: the lease holder moves the round; every instance tells its sockets what changed. */
  const step = async (): Promise<void> => {
    const now = deps.clock();
    let round = await findLatestCrashRound(db);
    if (await holdsLease(now)) {
      round = await advance(round, now);
      if (now.getTime() - lastSweep >= options.sweepEveryMs) {
        lastSweep = now.getTime();
        await sweepUnsettled(db, deps, new Date(now.getTime() - 10_000));
        await settleLeftovers();
      }
    }
    if (!round) return;
    const key = `${round.id}:${round.status}`;
    if (key !== lastSent) {
      lastSent = key;
      emit({ type: 'state', state: await stateOf(round) });
    } else if (round.status === 'running' && round.started_at !== null) {
      const at = deps.clock().getTime();
      emit({
        type: 'tick',
        roundId: round.id.toString(),
        elapsedMs: at - round.started_at.getTime(),
        multiplierHundredths: multiplierNow(round, at),
        serverTime: at,
      });
    }
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      stepping = step()
        .then(() => {
          failedSteps = 0;
        })
        .catch((error: unknown) => {
          // While the database is away every beat fails, ten a second: the first and every hundredth say enough.
          if (failedSteps % 100 === 0) log?.(error);
          failedSteps += 1;
        })
        .finally(() => {
          stepping = null;
          schedule();
        });
    }, options.tickMs);
    // The loop alone never keeps a process alive.
    timer.unref();
  };

  /** `errors` hears a beat that failed (the app's logger, known only once it is ready); the loop carries on. */
  const start = (errors?: (error: unknown) => void): void => {
    if (errors) log = errors;
    if (!stopped) return;
    stopped = false;
    schedule();
  };

  /** Stops the loop, waits for the beat in flight and gives the lease up for another instance. */
  const stop = async (): Promise<void> => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    if (stepping) await stepping;
    if (leaseUntil > 0) await releaseCrashLease(db, holder).catch(() => undefined);
    leaseUntil = 0;
  };

  /** Pushes the current state to this instance's sockets now. */
  const announceHere = async (): Promise<void> => {
    const current = await findLatestCrashRound(db);
    if (current) emit({ type: 'state', state: await stateOf(current) });
  };

  /**
   * After a bet or a cash-out: this instance's sockets at once, and every other instance is told to
   * re-read and push to its own (ticks carry no bet list, so they would wait for the next phase).
   */
  const announce = async (): Promise<void> => {
    void bus?.publish('crash', { changed: 'bets' });
    await announceHere();
  };
  bus?.subscribe('crash', () => void announceHere().catch(() => undefined));

  // ------------------------------------------------------------ players (any instance)

  const bet = async (memberId: bigint, req: CrashBetRequest): Promise<CrashBetResult> => {
    const auto = req.autoCashout === undefined || req.autoCashout === null ? null : toHundredths(req.autoCashout);
    if (auto !== null && (auto < crashMinCashoutHundredths || auto > crashMaxCashoutHundredths))
      throw new AppError('VALIDATION_ERROR', { details: { field: 'autoCashout' } });
    if (req.autoCashout !== undefined && req.autoCashout !== null && auto === null)
      throw new AppError('VALIDATION_ERROR', { details: { field: 'autoCashout' } });
    const amount = BigInt(req.amount);
    // The largest payout caps the win (an automatic cash-out there), so only the stake limits apply.
    assertStake(deps.limits, amount, payoutAt(amount, crashMinCashoutHundredths));
    await assertMayPlay(db, memberId, deps.clock());
    const round = await findLatestCrashRound(db);
    if (!round || round.status !== 'betting' || deps.clock() >= round.betting_ends_at)
      throw new AppError('CRASH_BETTING_CLOSED', { details: { roundId: round ? round.id.toString() : null, phase: round?.status ?? null } });
    const { currency } = await deps.settings.value('merchant');
    const params: CrashParams = { game: 'crash', crashRoundId: round.id.toString(), autoCashoutHundredths: auto };
    const pending = await insertPendingBet(db, {
      memberId,
      game: 'crash',
      vendorCode: bgsVendorCodes.crash,
      gameCode: req.gameCode,
      currency,
      amount,
      seedPairId: null,
      crashRoundId: round.id,
      clientSeed: crashClientSeed,
      nonce: round.id,
      params,
    }).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === '23505') throw new AppError('INVALID_STATE', { details: { reason: 'ALREADY_BET' } });
      throw error;
    });
    const debit = await deps.wallet.debit({ vendorCode: bgsVendorCodes.crash, memberId, gameCode: req.gameCode, betId: pending.id, amount, currency });
    if (!debit.ok) {
      await deletePendingBet(db, pending.id);
      throw debit.error;
    }
    let row = (await openBet(db, pending.id))!;
    // The round may have crashed while the debit was under way: the loop settled the open bets
    // before this one opened, so settle it here (a second settler finds it settled and does nothing).
    const now = await findCrashRound(db, round.id);
    if (now?.status === 'crashed') {
      await settleCrashed(now, row);
      row = (await findBet(db, row.id))!;
    }
    void announce().catch(() => undefined);
    return { bet: await betViewOf(db, row.id), balance: debit.balance };
  };

  const cashout = async (memberId: bigint, roundId: string): Promise<CrashBetResult> => {
    const round = await findCrashRound(db, BigInt(roundId));
    if (!round) throw new AppError('GAME_ROUND_NOT_FOUND');
    const row = await findCrashBet(db, round.id, memberId);
    if (!row || row.status === 'pending') throw new AppError('GAME_ROUND_NOT_FOUND');
    if (row.status !== 'open' || round.status === 'crashed') throw new AppError('GAME_ROUND_FINISHED');
    if (round.status !== 'running' || round.started_at === null) throw new AppError('INVALID_STATE', { details: { reason: 'NOT_RUNNING' } });
    const elapsed = deps.clock().getTime() - round.started_at.getTime();
    if (elapsed >= crashMsOf(round)) throw new AppError('GAME_ROUND_FINISHED');
    // Past its auto cash-out the bet already won there (the loop may not have got to it yet).
    const reached = Math.min(crashMultiplierAt(elapsed, round.growth_per_ms), Number(round.crash_point));
    const at = Math.min(reached, effectiveAuto(row));
    const finished = await settle(row, round, at);
    if (!finished) throw new AppError('GAME_ROUND_FINISHED');
    void announce().catch(() => undefined);
    return finished;
  };

  /** Starts the loop when configured to (the app calls it once it is ready; CLI commands never do). */
  const startIfConfigured = (errors?: (error: unknown) => void): void => {
    if (options.autoStart) start(errors);
  };

  return { state, history, bet, cashout, subscribe, start, startIfConfigured, stop, step, holder };
};
