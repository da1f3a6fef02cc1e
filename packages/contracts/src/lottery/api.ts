import { z } from 'zod';

/**
 * The lottery's player and staff API. Amounts are integer minor units; odds and point prices are
 * integer thousandths (80_000 = 80x); ids are decimal strings; times ISO 8601 in UTC. A game belongs
 * to a family (`vn` Vietnam, `4d`, `thai` six digits, `elott` fast e-lottery) whose line shapes the
 * betting pages and the server share: docs/lottery.md.
 */
export const lotteryPaths = {
  /** GET (public): the lottery lobby's menus, one per group, for a prize mode (`prizeMode`, `device`). */
  gameMenu: '/lgw/vn/games/game_menu',
  /** GET (member): the lottery games the member bet on lately. */
  recentGames: '/lgw/vn/games/game_menu/recent',
  /** GET (public): one game's drawn draws with their results, newest first (`gameCode`, page). */
  openedDraws: '/lgw/vn/numeros/opened/game',
  /** GET (public): the numbers board: every game's latest drawn result. */
  board: '/lotto/lgw/games/opened/numero',
  /** GET (public): one game: its bet types with odds, limits and the draws taking bets (`gameCode`). */
  game: '/lgw/lottery/game',
  /** GET (public): one draw with its result; an e-lottery draw with its seed hash, and its seed once drawn (`drawId`). */
  draw: '/lgw/lottery/draw',
  /** POST (member): place a slip on one draw. */
  orders: '/lgw/lottery/orders',
  /** GET (member): my lottery bets, newest first (`gameCode`, page). */
  myBets: '/lgw/lottery/bets',
  // Staff
  adminGames: '/bo/lottery/games',
  /** PUT: one game's limits, close, payout hold and schedule; `:code` in the path. */
  adminGame: '/bo/lottery/games/:code',
  /** PUT: a new version of one game's terms. */
  adminTerms: '/bo/lottery/games/:code/terms',
  adminDraws: '/bo/lottery/draws',
  adminDraw: '/bo/lottery/draws/:drawId',
  /** POST: enter a result (typed or imported), waiting for a second staff member. */
  adminResults: '/bo/lottery/draws/:drawId/results',
  /** POST: confirm or reject a waiting result entry. */
  adminResultDecision: '/bo/lottery/results/:entryId/decision',
  /** POST: stop taking bets on an open draw now, before its close time (audited). */
  adminClose: '/bo/lottery/draws/:drawId/close',
  /** POST: void a draw that has not started paying. */
  adminVoid: '/bo/lottery/draws/:drawId/void',
  /** GET: per-number liability of a draw, highest first. */
  adminExposure: '/bo/lottery/draws/:drawId/exposure',
  /** GET: stakes, payouts and margin per draw (`from`, `to`, `gameCode`); `.csv` for the file. */
  adminReport: '/bo/lottery/report',
  adminReportCsv: '/bo/lottery/report.csv',
} as const;

export const lotteryFamilyCodes = ['vn', '4d', 'thai', 'elott'] as const;
export type LotteryFamilyCode = (typeof lotteryFamilyCodes)[number];
export const lotteryPrizeModes = ['lott', 'zy', 'elott', 'sea'] as const;
export const lotteryDrawStatuses = ['open', 'closed', 'resulted', 'settled', 'paying', 'paid', 'voiding', 'void'] as const;
export type LotteryDrawState = (typeof lotteryDrawStatuses)[number];

const idString = z.string().regex(/^[1-9][0-9]{0,18}$/);
const gameCode = z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/);
const pageNum = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// ---------------------------------------------------------------- lobby and board

export const lotteryMenuQuery = z.object({
  prizeMode: z.enum(lotteryPrizeModes).optional(),
  device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
});
export type LotteryMenuQuery = z.infer<typeof lotteryMenuQuery>;

/** A draw as the lobby and betting pages show it. */
export const lotteryDrawSummary = z.object({
  drawId: idString,
  gameCode: z.string(),
  drawKey: z.string(),
  /** Vietnam provinces' code (centre and south draw several a day); null elsewhere. */
  province: z.string().nullable(),
  opensAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  status: z.enum(lotteryDrawStatuses),
  /** E-lottery: SHA-256 of the draw's seed, published before betting closes. */
  seedHash: z.string().nullable(),
});
export type LotteryDrawSummary = z.infer<typeof lotteryDrawSummary>;

export const lotteryMenuGame = z.object({
  gameCode: z.string(),
  family: z.enum(lotteryFamilyCodes),
  prizeMode: z.enum(lotteryPrizeModes),
  /** The catalog game the wallet books it under (vendor and code), for launch and records. */
  vendorCode: z.string(),
  catalogGameCode: z.string(),
  /** The next draw taking bets, if any. */
  nextDraw: lotteryDrawSummary.nullable(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGame>;

export const lotteryMenu = z.object({
  gameMenus: z.array(z.object({ group: z.string(), games: z.array(lotteryMenuGame) })),
});
export type LotteryMenu = z.infer<typeof lotteryMenu>;

export const lotteryOpenedQuery = z.object({ gameCode, pageNum, pageSize });
export type LotteryOpenedQuery = z.infer<typeof lotteryOpenedQuery>;

/** A drawn draw: its confirmed result in the family's shape (docs/lottery.md), the e-lottery seed revealed. */
export const lotteryOpenedDraw = lotteryDrawSummary.extend({
  result: z.record(z.string(), z.unknown()),
  resultVersion: z.number().int(),
  seed: z.string().nullable(),
});
export type LotteryOpenedDraw = z.infer<typeof lotteryOpenedDraw>;

export const lotteryOpenedPage = z.object({
  content: z.array(lotteryOpenedDraw),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type LotteryOpenedPage = z.infer<typeof lotteryOpenedPage>;

export const lotteryBoard = z.object({
  games: z.array(z.object({ gameCode: z.string(), family: z.enum(lotteryFamilyCodes), latest: lotteryOpenedDraw.nullable() })),
});
export type LotteryBoard = z.infer<typeof lotteryBoard>;

// ---------------------------------------------------------------- one game

export const lotteryGameQuery = z.object({ gameCode });

export const lotteryGameView = z.object({
  gameCode: z.string(),
  family: z.enum(lotteryFamilyCodes),
  prizeMode: z.enum(lotteryPrizeModes),
  currency: z.string(),
  /** The family's terms as staff set them: Vietnam `betTypes` (odds, pointPrice), 4D `table`, Thai `odds`, e-lottery `paytable`. */
  terms: z.record(z.string(), z.unknown()),
  /** Vietnam `region`, 4D and Thai calendars, e-lottery `game` and `cadenceMinutes`. */
  schedule: z.record(z.string(), z.unknown()),
  minStake: minor,
  maxStake: minor,
  memberDrawLimit: minor.nullable(),
  closeBeforeSeconds: z.number().int(),
  /** Draws taking bets now, soonest close first (several Vietnam provinces on one day). */
  openDraws: z.array(lotteryDrawSummary),
});
export type LotteryGameView = z.infer<typeof lotteryGameView>;

export const lotteryDrawQuery = z.object({ drawId: idString });
export const lotteryDrawView = lotteryDrawSummary.extend({
  result: z.record(z.string(), z.unknown()).nullable(),
  resultVersion: z.number().int(),
  seed: z.string().nullable(),
});
export type LotteryDrawView = z.infer<typeof lotteryDrawView>;

// ---------------------------------------------------------------- slips

/**
 * One line of a slip. `type` is the bet type of the game's family; `numbers` the picks as decimal
 * strings (Vietnam "45", 4D "0042", keno "7"); `stake` the stake per point (Vietnam) or per line;
 * `points` Vietnam only (default 1).
 */
export const lotteryLine = z.object({
  type: z.string().regex(/^[a-z0-9-]{1,32}$/),
  numbers: z.array(z.string().regex(/^[0-9]{1,6}$/)).max(10),
  stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  points: z.number().int().positive().max(100_000).optional(),
});
export type LotteryLine = z.infer<typeof lotteryLine>;

export const lotteryOrderRequest = z.object({
  drawId: idString,
  /** The client's key for this slip: the same key again replays the first answer. */
  clientKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  lines: z.array(lotteryLine).min(1).max(200),
});
export type LotteryOrderRequest = z.infer<typeof lotteryOrderRequest>;

export const lotteryBetView = z.object({
  betId: idString,
  orderId: idString,
  line: z.number().int(),
  gameCode: z.string(),
  drawId: idString,
  drawKey: z.string(),
  drawAt: z.string(),
  betType: z.string(),
  selection: z.record(z.string(), z.unknown()),
  amount: minor,
  payout: minor.nullable(),
  status: z.enum(['open', 'won', 'lost', 'void']),
  /** The draw's state: a won bet is paid once the draw is `paid`. */
  drawStatus: z.enum(lotteryDrawStatuses),
  placedAt: z.string(),
});
export type LotteryBetView = z.infer<typeof lotteryBetView>;

export const lotteryOrderResult = z.object({
  orderId: idString,
  drawId: idString,
  amount: minor,
  lines: z.array(lotteryBetView),
  /** The main balance after the debit; null on a replay (nothing moved). */
  balance: minor.nullable(),
  replayed: z.boolean(),
});
export type LotteryOrderResult = z.infer<typeof lotteryOrderResult>;

export const lotteryMyBetsQuery = z.object({ gameCode: gameCode.optional(), pageNum, pageSize });
export type LotteryMyBetsQuery = z.infer<typeof lotteryMyBetsQuery>;
export const lotteryMyBetsPage = z.object({
  content: z.array(lotteryBetView),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type LotteryMyBetsPage = z.infer<typeof lotteryMyBetsPage>;

export const lotteryRecentGames = z.object({ games: z.array(lotteryMenuGame) });
export type LotteryRecentGames = z.infer<typeof lotteryRecentGames>;

// ---------------------------------------------------------------- staff

export const lotteryAdminGame = lotteryGameView.omit({ openDraws: true, currency: true }).extend({
  menuGroup: z.string(),
  vendorCode: z.string(),
  catalogGameCode: z.string(),
  termsVersion: idString.nullable(),
  numberLimit: minor.nullable(),
  payoutDelaySeconds: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type LotteryAdminGame = z.infer<typeof lotteryAdminGame>;
export const lotteryAdminGames = z.object({ games: z.array(lotteryAdminGame) });

export const lotteryCodeParams = z.object({ code: gameCode });
export const lotteryGamePatch = z
  .object({
    closeBeforeSeconds: z.number().int().min(0).max(86_400),
    payoutDelaySeconds: z.number().int().min(0).max(86_400),
    numberLimit: minor.positive().nullable(),
    minStake: minor.positive(),
    maxStake: minor.positive(),
    memberDrawLimit: minor.positive().nullable(),
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(100_000),
    schedule: z.record(z.string(), z.unknown()),
  })
  .partial();
export type LotteryGamePatch = z.infer<typeof lotteryGamePatch>;
export const lotteryTermsRequest = z.object({ terms: z.record(z.string(), z.unknown()) });

export const lotteryAdminDrawsQuery = z.object({
  gameCode: gameCode.optional(),
  status: z.enum(lotteryDrawStatuses).optional(),
  pageNum,
  pageSize,
});
export type LotteryAdminDrawsQuery = z.infer<typeof lotteryAdminDrawsQuery>;

export const lotteryResultEntryView = z.object({
  entryId: idString,
  result: z.record(z.string(), z.unknown()),
  source: z.enum(['staff', 'file', 'simulated', 'server']),
  enteredBy: z.string().nullable(),
  enteredAt: z.string(),
  status: z.enum(['pending', 'confirmed', 'rejected']),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number().int().nullable(),
});
export type LotteryResultEntryView = z.infer<typeof lotteryResultEntryView>;

export const lotteryAdminDraw = lotteryDrawView.extend({
  betCount: z.number().int(),
  stakeTotal: minor,
  payoutTotal: minor,
  settledVersion: z.number().int().nullable(),
  payAfter: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type LotteryAdminDraw = z.infer<typeof lotteryAdminDraw>;
export const lotteryAdminDrawsPage = z.object({
  content: z.array(lotteryAdminDraw),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const lotteryAdminDrawDetail = z.object({ draw: lotteryAdminDraw, entries: z.array(lotteryResultEntryView) });
export type LotteryAdminDrawDetail = z.infer<typeof lotteryAdminDrawDetail>;

export const lotteryDrawParams = z.object({ drawId: idString });
export const lotteryEntryParams = z.object({ entryId: idString });
export const lotteryResultRequest = z.object({
  result: z.record(z.string(), z.unknown()),
  /** `file` when the result was read from an imported sheet rather than typed. */
  source: z.enum(['staff', 'file']).default('staff'),
});
export const lotteryDecisionRequest = z.object({ decision: z.enum(['confirm', 'reject']) });
export const lotteryVoidRequest = z.object({ reason: z.string().trim().min(1).max(500) });

export const lotteryExposureView = z.object({
  drawId: idString,
  numberLimit: minor.nullable(),
  numbers: z.array(z.object({ number: z.string(), liability: minor })),
});
export type LotteryExposureView = z.infer<typeof lotteryExposureView>;

/** Draws whose time is in [from, to); default the last 7 days; at most 92 days. */
export const lotteryReportQuery = z.object({
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  gameCode: gameCode.optional(),
});
export type LotteryReportQuery = z.infer<typeof lotteryReportQuery>;
export const lotteryReportRow = z.object({
  drawId: idString,
  gameCode: z.string(),
  drawKey: z.string(),
  drawAt: z.string(),
  status: z.enum(lotteryDrawStatuses),
  betCount: z.number().int(),
  stakeTotal: minor,
  payoutTotal: minor,
  /** stakes - payouts; negative when the draw cost the operator. */
  margin: z.number().int(),
});
export type LotteryReportRow = z.infer<typeof lotteryReportRow>;
export const lotteryReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(lotteryReportRow),
  totals: z.object({ betCount: z.number().int(), stakeTotal: minor, payoutTotal: minor, margin: z.number().int() }),
});
export type LotteryReport = z.infer<typeof lotteryReport>;
