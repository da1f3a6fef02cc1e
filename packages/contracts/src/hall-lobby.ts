import { z } from 'zod';
import { gameEntry } from './catalog';
import { languageCode } from './language-code';

/**
 * The lobby of the vendors' shared games: the dealers ("models") at the live tables and the rooms of
 * the card games. The vendor serves each list from its own origin (the feeds below); the platform
 * checks every answer, joins it with the catalog and hands the player site one envelope.
 */

const vendorCode = z.string().trim().min(2).max(32);
const gameCode = z.string().trim().min(1).max(64);

/** The kinds of live table a dealer may stand at. */
export const liveTableKinds = ['baccarat', 'roulette', 'dragon-tiger'] as const;
export const liveTableKind = z.enum(liveTableKinds);
export type LiveTableKind = z.infer<typeof liveTableKind>;

// A palette colour reaches an SVG fill attribute: six hex digits and nothing else (no url(), no names).
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');

export const liveDealer = z.object({
  id: z.string().min(1).max(40),
  name: z.string().trim().min(1).max(40),
  languages: z.array(z.string().min(2).max(16)).max(40),
  palette: z.object({ skin: hexColour, hair: hexColour, outfit: hexColour }),
});
export type LiveDealer = z.infer<typeof liveDealer>;

/** One past result of a table: baccarat and dragon tiger name the side, roulette the pocket (also as `value`). */
export const liveRoadEntry = z.object({
  outcome: z.string().min(1).max(24),
  value: z.number().int().min(0).max(1_000).optional(),
  pairs: z.array(z.string().min(1).max(24)).max(4).optional(),
});
export type LiveRoadEntry = z.infer<typeof liveRoadEntry>;

/** How many past results a model card shows. */
export const liveRoadShown = 12;

// ---------------------------------------------------------------------------------------------
// The vendor's feeds (`<vendor origin>/halls/live/models?vendor=` and `/halls/pvp/rooms?vendor=&game=`).
// Anything else in an answer is ignored; an answer these do not accept is left out, never passed on.

export const vendorLiveModel = z.object({
  dealer: liveDealer,
  vendorCode,
  gameCode,
  game: liveTableKind,
  live: z.boolean(),
  viewers: z.number().int().min(0).max(10_000_000),
  last: z.array(liveRoadEntry).max(200),
});
export const vendorLiveModelsFeed = z.object({ models: z.array(vendorLiveModel).max(500) });
export type VendorLiveModelsFeed = z.infer<typeof vendorLiveModelsFeed>;

const minorStake = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const vendorCardRoom = z.object({
  id: z.string().min(1).max(64),
  game: z.string().min(1).max(40),
  vendorCode,
  gameCode,
  mode: z.enum(['real', 'demo']),
  currency: z.string().min(3).max(8),
  stakes: z.object({ boot: minorStake, chaalLimit: minorStake, potLimit: minorStake }),
  seats: z.object({ taken: z.number().int().min(0).max(100), total: z.number().int().min(1).max(100) }).refine((s) => s.taken <= s.total, 'taken within total'),
  spectators: z.number().int().min(0).max(10_000_000),
  playing: z.boolean(),
});
export const vendorCardRoomsFeed = z.object({ rooms: z.array(vendorCardRoom).max(1_000) });
export type VendorCardRoomsFeed = z.infer<typeof vendorCardRoomsFeed>;

// ---------------------------------------------------------------------------------------------
// What the player site calls.

/** The vendor as the player reads it: its code and its name in the caller's language. */
export const hallVendor = z.object({ code: z.string(), displayName: z.string() });

/** `GET /wps/live/models`: unknown query fields are ignored, since clients add their own. */
export const liveModelsQuery = z.object({ vendor: vendorCode.optional(), language: languageCode.optional() });
export type LiveModelsQuery = z.infer<typeof liveModelsQuery>;

export const liveTableModel = z.object({
  dealer: liveDealer,
  vendor: hallVendor,
  /** The table's catalog entry, in the caller's language: what the site's play flow opens. */
  game: gameEntry,
  kind: liveTableKind,
  /** Whether a round is being dealt at the table now. */
  live: z.boolean(),
  viewers: z.number().int().min(0),
  /** The latest results, oldest first, at most `liveRoadShown`. */
  last: z.array(liveRoadEntry),
  /** The game or its vendor is under maintenance: shown, but it will not open. */
  maintenance: z.boolean(),
});
export type LiveTableModel = z.infer<typeof liveTableModel>;
export const liveTableModelList = z.object({ list: z.array(liveTableModel) });
export type LiveTableModelList = z.infer<typeof liveTableModelList>;

/** `POST /wps/live/chat`: a live table's chat is at the table, so this launches the table. */
export const liveChatRequest = z.strictObject({
  gameCode,
  /** Only needed when two vendors use the same game code. */
  vendor: vendorCode.optional(),
  lobbyUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
export type LiveChatRequest = z.infer<typeof liveChatRequest>;
export const liveChatResult = z.object({ chatUrl: z.string() });
export type LiveChatResult = z.infer<typeof liveChatResult>;

/** `GET /wps/relay/GLS2_roomList`: the rooms of one card room game. */
export const cardRoomsQuery = z.object({ vendor: vendorCode, gameCode, language: languageCode.optional() });
export type CardRoomsQuery = z.infer<typeof cardRoomsQuery>;

export const cardRoom = z.object({
  id: z.string(),
  /** `demo` rooms play for fun money (`currency` is the vendor's play-money code). */
  mode: z.enum(['real', 'demo']),
  currency: z.string(),
  /** Minor units: the boot every seat puts in, and the table's chaal and pot limits. */
  stakes: z.object({ boot: z.number().int(), chaalLimit: z.number().int(), potLimit: z.number().int() }),
  seats: z.object({ taken: z.number().int(), total: z.number().int() }),
  spectators: z.number().int(),
  /** A hand is being played now. */
  playing: z.boolean(),
});
export type CardRoom = z.infer<typeof cardRoom>;

export const cardRoomList = z.object({
  vendor: hallVendor,
  game: gameEntry,
  maintenance: z.boolean(),
  /** False when the vendor could not be asked or gave an answer the platform does not accept. */
  available: z.boolean(),
  /** Real-money rooms first, each kind by stake. */
  rooms: z.array(cardRoom),
});
export type CardRoomList = z.infer<typeof cardRoomList>;
