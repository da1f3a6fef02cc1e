import { z } from 'zod';
import { bgsGames, diceDirections, minesMax, minesMin, minesTiles } from './outcomes';
import { plinkoMaxRows, plinkoMinRows, plinkoRisks } from './plinko-paytables';

/**
 * In-house games (bgs) player API. Every response is `{code:'0', message:'OK', value}` with `value`
 * one of the shapes below. Amounts are integer minor units of the member's currency; multipliers are
 * integer hundredths (`198` = 1.98x) unless the field says otherwise; ids are decimal strings.
 */

export const bgsPaths = {
  /** GET (member): the active seed pair and the recently revealed ones. */
  seeds: '/wps/bgs/seeds',
  /** PUT (member): set the client seed of the active pair (the server seed and the nonce run on). */
  clientSeed: '/wps/bgs/seeds/client',
  /** POST (member): reveal the active server seed and start a new pair. Refused while a mines round is open. */
  rotateSeed: '/wps/bgs/seeds/rotate',
  /** GET (public): bet limits and currency. */
  config: '/wps/bgs/config',
  diceBet: '/wps/bgs/dice/bet',
  limboBet: '/wps/bgs/limbo/bet',
  plinkoBet: '/wps/bgs/plinko/bet',
  minesStart: '/wps/bgs/mines/start',
  minesReveal: '/wps/bgs/mines/reveal',
  minesCashout: '/wps/bgs/mines/cashout',
  /** GET (member): the open mines round, or null. */
  minesActive: '/wps/bgs/mines/active',
  /** GET (public): the current crash round (the same shape the WebSocket pushes). */
  crashState: '/wps/bgs/crash/state',
  /** WebSocket (public): `crashServerMessage`s. */
  crashSocket: '/wps/bgs/crash/ws',
  /** POST (member): a bet on the current round during its betting phase (else INVALID_STATE: the UI may hold it for the next round). */
  crashBet: '/wps/bgs/crash/bet',
  /** POST (member): cash out of the running round at the server's current multiplier. */
  crashCashout: '/wps/bgs/crash/cashout',
  /** GET (public): recently finished crash rounds with their revealed seeds. */
  crashHistory: '/wps/bgs/crash/history',
  /** GET (member): my bets, newest first. */
  myBets: '/wps/bgs/bets',
  /** GET (public): recompute an outcome, by `betId` or by seeds + game + parameters. */
  verify: '/wps/bgs/verify',
} as const;

export const bgsGame = z.enum(bgsGames);
export const diceDirection = z.enum(diceDirections);
export const plinkoRisk = z.enum(plinkoRisks);

/** A stake in minor units; the server also applies its min/max (`BET_AMOUNT_INVALID`). */
const betAmount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const gameCode = z.string().trim().min(1).max(64);
const idString = z.string().regex(/^[1-9][0-9]{0,18}$/);
/** A client seed: 1-64 characters, letters, digits and `_ . -`. */
export const clientSeedText = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const serverSeedText = z.string().regex(/^[0-9a-f]{64}$/);
/** A number with at most two decimals (checked again by the server against the game's range). */
const twoDecimals = z.number().refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'at most 2 decimals' });

// ---------------------------------------------------------------- seeds

export const activeSeedPair = z.object({
  seedId: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
  createdAt: z.string(),
});
export type ActiveSeedPair = z.infer<typeof activeSeedPair>;

export const revealedSeedPair = z.object({
  seedId: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets played with this pair: nonces 0 .. nonce-1. */
  nonce: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type RevealedSeedPair = z.infer<typeof revealedSeedPair>;

export const seedsView = z.object({ active: activeSeedPair, previous: z.array(revealedSeedPair) });
export type SeedsView = z.infer<typeof seedsView>;

/**
 * PUT clientSeed. The server seed stays and the nonce keeps rising: under one server seed a nonce is
 * never used twice, so going back to an earlier client seed can never replay an outcome already seen.
 */
export const clientSeedRequest = z.strictObject({ clientSeed: clientSeedText });
/** POST rotate: optionally the client seed of the new pair (default: a random one). */
export const rotateSeedRequest = z.strictObject({ clientSeed: clientSeedText.optional() });
export const rotateSeedResponse = z.object({ revealed: revealedSeedPair, active: activeSeedPair });
export type RotateSeedResponse = z.infer<typeof rotateSeedResponse>;

// ---------------------------------------------------------------- config

export const bgsConfig = z.object({
  currency: z.string(),
  minBet: z.number().int(),
  maxBet: z.number().int(),
  /** The largest single payout; a bet whose best case pays more is refused (`BET_AMOUNT_INVALID`). */
  maxPayout: z.number().int(),
});
export type BgsConfig = z.infer<typeof bgsConfig>;

// ---------------------------------------------------------------- bet requests

export const diceBetRequest = z.strictObject({ gameCode, amount: betAmount, target: twoDecimals, direction: diceDirection });
export const limboBetRequest = z.strictObject({ gameCode, amount: betAmount, targetMultiplier: twoDecimals });
export const plinkoBetRequest = z.strictObject({
  gameCode,
  amount: betAmount,
  rows: z.number().int().min(plinkoMinRows).max(plinkoMaxRows),
  risk: plinkoRisk,
});
export const minesStartRequest = z.strictObject({ gameCode, amount: betAmount, mines: z.number().int().min(minesMin).max(minesMax) });
export const minesRevealRequest = z.strictObject({
  roundId: idString,
  tile: z
    .number()
    .int()
    .min(0)
    .max(minesTiles - 1),
});
export const minesCashoutRequest = z.strictObject({ roundId: idString });
/** `autoCashout` a multiplier (e.g. 2.5); null or absent: cash out by hand. */
export const crashBetRequest = z.strictObject({ gameCode, amount: betAmount, autoCashout: twoDecimals.nullable().optional() });
/** Cash out my bet in the running round (`roundId` = the crash round id). */
export const crashCashoutRequest = z.strictObject({ roundId: idString });

export type DiceBetRequest = z.infer<typeof diceBetRequest>;
export type LimboBetRequest = z.infer<typeof limboBetRequest>;
export type PlinkoBetRequest = z.infer<typeof plinkoBetRequest>;
export type MinesStartRequest = z.infer<typeof minesStartRequest>;
export type MinesRevealRequest = z.infer<typeof minesRevealRequest>;
export type MinesCashoutRequest = z.infer<typeof minesCashoutRequest>;
export type CrashBetRequest = z.infer<typeof crashBetRequest>;
export type CrashCashoutRequest = z.infer<typeof crashCashoutRequest>;

// ---------------------------------------------------------------- bets

export const betParams = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), target: z.number(), direction: diceDirection }),
  z.object({ game: z.literal('limbo'), targetMultiplier: z.number() }),
  z.object({ game: z.literal('mines'), mines: z.number().int() }),
  z.object({ game: z.literal('plinko'), rows: z.number().int(), risk: plinkoRisk }),
  z.object({ game: z.literal('crash'), crashRoundId: z.string(), autoCashoutHundredths: z.number().int().nullable() }),
]);
export type BetParams = z.infer<typeof betParams>;

export const betOutcome = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), rollHundredths: z.number().int(), roll: z.number(), win: z.boolean() }),
  z.object({ game: z.literal('limbo'), resultHundredths: z.number().int(), result: z.number(), win: z.boolean() }),
  /** `mineTiles` is only shown once the round is over. */
  z.object({ game: z.literal('mines'), mineTiles: z.array(z.number().int()).nullable(), revealed: z.array(z.number().int()) }),
  z.object({ game: z.literal('plinko'), path: z.array(z.union([z.literal(0), z.literal(1)])), slot: z.number().int(), multiplierHundredths: z.number().int() }),
  z.object({ game: z.literal('crash'), crashPointHundredths: z.number().int().nullable(), cashedOutAtHundredths: z.number().int().nullable() }),
]);
export type BetOutcome = z.infer<typeof betOutcome>;

export const betStatus = z.enum(['open', 'won', 'lost']);

export const betView = z.object({
  betId: z.string(),
  game: bgsGame,
  gameCode: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  /** What was paid back (0 on a loss, null while open). */
  payout: z.number().int().nullable(),
  /** payout / amount in hundredths (null while open). */
  multiplierHundredths: z.number().int().nullable(),
  status: betStatus,
  params: betParams,
  outcome: betOutcome.nullable(),
  /** The seeds behind the outcome. Crash bets carry the round's seeds; `serverSeed` is null until revealed. */
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetView = z.infer<typeof betView>;

/** A bet just played, with the wallet balance after it. */
export const betResult = z.object({ bet: betView, balance: z.number().int() });
export type BetResult = z.infer<typeof betResult>;

/** A mines round (its bet): the cash-out multiplier now and after one more safe tile. */
export const minesRoundView = z.object({
  bet: betView,
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  currentMultiplierHundredths: z.number().int(),
  nextMultiplierHundredths: z.number().int().nullable(),
  /** The wallet balance after this call when it moved money (start, the last reveal, cash-out); else null. */
  balance: z.number().int().nullable(),
});
export type MinesRoundView = z.infer<typeof minesRoundView>;

const pageNum = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
export const myBetsQuery = z.object({ game: bgsGame.optional(), pageNum, pageSize });
export type MyBetsQuery = z.infer<typeof myBetsQuery>;
export const myBetsPage = z.object({
  content: z.array(betView),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type MyBetsPage = z.infer<typeof myBetsPage>;

// ---------------------------------------------------------------- crash

export const crashPhase = z.enum(['betting', 'running', 'crashed']);
export type CrashPhase = z.infer<typeof crashPhase>;

export const crashPlayerBet = z.object({
  /** A masked name (first letters of the username), never the id. */
  player: z.string(),
  amount: z.number().int(),
  autoCashoutHundredths: z.number().int().nullable(),
  cashedOutAtHundredths: z.number().int().nullable(),
  payout: z.number().int().nullable(),
});

export const crashRoundSummary = z.object({
  roundId: z.string(),
  crashPointHundredths: z.number().int(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  crashedAt: z.string(),
});
export type CrashRoundSummary = z.infer<typeof crashRoundSummary>;

/**
 * The state of the current round. The crash point of round N comes from its own server seed
 * (hash published when betting opens, seed revealed at the crash): floats of
 * (serverSeed, clientSeed = `crashClientSeed`, nonce = round id), verifiable at `bgsPaths.verify`.
 */
export const crashState = z.object({
  roundId: z.string(),
  phase: crashPhase,
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Epoch ms when betting closes (betting phase). */
  bettingEndsAt: z.number().nullable(),
  /** Epoch ms when the multiplier started growing (running and crashed). */
  startedAt: z.number().nullable(),
  /** The server's clock (epoch ms) when this was sent, to align the client's curve. */
  serverTime: z.number(),
  multiplierHundredths: z.number().int(),
  crashPointHundredths: z.number().int().nullable(),
  /** e^(growthPerMs * ms) is the curve (see `crashMultiplierAt`). */
  growthPerMs: z.number(),
  bets: z.array(crashPlayerBet),
  history: z.array(z.object({ roundId: z.string(), crashPointHundredths: z.number().int() })),
});
export type CrashState = z.infer<typeof crashState>;

/** What the crash WebSocket sends: a full state on every change, a tick every ~100 ms while running. */
export const crashServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: crashState }),
  z.object({ type: z.literal('tick'), roundId: z.string(), elapsedMs: z.number(), multiplierHundredths: z.number().int(), serverTime: z.number() }),
]);
export type CrashServerMessage = z.infer<typeof crashServerMessage>;

export const crashBetResult = z.object({ bet: betView, balance: z.number().int() });
export type CrashBetResult = z.infer<typeof crashBetResult>;

export const crashHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const crashHistory = z.object({ list: z.array(crashRoundSummary) });

// ---------------------------------------------------------------- verify

/**
 * `GET /wps/bgs/verify?betId=...` recomputes a settled bet from its stored seeds (its server seed must
 * have been revealed: rotated, or the crash round over). `GET /wps/bgs/verify?game=...&serverSeed=...
 * &clientSeed=...&nonce=...` plus the game's parameters (dice: target, direction; limbo:
 * targetMultiplier; mines: mines; plinko: rows, risk; crash: none) recomputes from raw inputs.
 */
export const verifyQuery = z
  .object({
    betId: idString.optional(),
    game: bgsGame.optional(),
    serverSeed: serverSeedText.optional(),
    clientSeed: z.string().min(1).max(64).optional(),
    nonce: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    target: z.coerce.number().optional(),
    direction: diceDirection.optional(),
    targetMultiplier: z.coerce.number().optional(),
    mines: z.coerce.number().int().min(minesMin).max(minesMax).optional(),
    rows: z.coerce.number().int().min(plinkoMinRows).max(plinkoMaxRows).optional(),
    risk: plinkoRisk.optional(),
  })
  .refine((q) => q.betId !== undefined || (q.game !== undefined && q.serverSeed !== undefined && q.clientSeed !== undefined && q.nonce !== undefined), {
    message: 'betId, or game + serverSeed + clientSeed + nonce',
  });
export type VerifyQuery = z.infer<typeof verifyQuery>;

export const verifyResult = z.object({
  game: bgsGame,
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The game's parameters in `betParams` form (crash: crashRoundId '' when verified from raw seeds). */
  params: betParams,
  /** The recomputed outcome (mines: every mine tile; crash: the crash point). */
  outcome: betOutcome,
  /** The stored bet, when verifying by betId: its outcome must equal `outcome`. */
  bet: betView.nullable(),
  /** True when verifying a stored bet and its stored outcome equals the recomputed one. */
  matches: z.boolean().nullable(),
});
export type VerifyResult = z.infer<typeof verifyResult>;

/** The client seed of every crash round (crash rounds are shared, so no player's seed takes part). */
export const crashClientSeed = 'house-crash';
