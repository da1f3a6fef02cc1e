/**
 * The card room's frames as the vendor sends them (apps/demo-vendor/src/halls/teen-patti/room/).
 * A card is 0-51: rank = card % 13 from the ace, suit = floor(card / 13) (spades, hearts,
 * diamonds, clubs).
 */
export type Card = number;
export type HandCategory = 'trail' | 'pure-sequence' | 'sequence' | 'colour' | 'pair' | 'high-card';
export type HandRank = { category: HandCategory; ranks: number[] };
export type SeatStatus = 'boot-pending' | 'sitting-out' | 'playing' | 'packed';
export type PlayerAction = 'see' | 'chaal' | 'raise' | 'pack' | 'show' | 'side-show' | 'accept-side-show' | 'refuse-side-show';
export type RevealedHand = { seat: number; cards: Card[]; hand: HandRank };
export type EndReason = 'last-standing' | 'show' | 'forced-show' | 'cancelled';

export type HandEvent =
  | { type: 'boot'; seat: number; amount: number; at: number }
  | { type: 'sit-out'; seat: number; at: number }
  | { type: 'deal'; seats: number[]; at: number }
  | { type: 'see'; seat: number; at: number }
  | { type: 'chaal'; seat: number; amount: number; blind: boolean; at: number }
  | { type: 'raise'; seat: number; amount: number; blind: boolean; stake: number; at: number }
  | { type: 'pack'; seat: number; reason: 'player' | 'timeout' | 'away' | 'side-show'; at: number }
  | { type: 'show'; seat: number; against: number; amount: number; blind: boolean; at: number }
  | { type: 'side-show'; seat: number; against: number; amount: number; at: number }
  | { type: 'side-show-accepted'; seat: number; loser: number; at: number }
  | { type: 'side-show-refused'; seat: number; reason: 'player' | 'timeout' | 'away'; at: number }
  | { type: 'away'; seat: number; at: number }
  | { type: 'back'; seat: number; at: number }
  | { type: 'reveal'; reason: 'show' | 'forced-show'; hands: RevealedHand[]; at: number }
  | { type: 'end'; reason: EndReason; winners: number[]; pot: number; rake: number; at: number };

export type SeatSettlement = { seat: number; contributed: number; won: number; rake: number };
export type HandResult = { reason: EndReason; winners: number[]; pot: number; rake: number; seats: SeatSettlement[] };
export type TableConfig = { boot: number; chaalLimit: number; potLimit: number; rakeBps: number; turnMs: number; sideShow: boolean };

export type SeatView = { seat: number; status: SeatStatus; seen: boolean; away: boolean; contributed: number; cards: Card[] | null; hand: HandRank | null };

export type HandView = {
  id: string;
  viewer: number | null;
  phase: 'boot' | 'betting' | 'ended';
  config: TableConfig;
  dealer: number;
  pot: number;
  stake: number;
  turn: number | null;
  deadline: number | null;
  sideShow: { from: number; to: number } | null;
  seats: SeatView[];
  events: HandEvent[];
  result: HandResult | null;
  options: { action: PlayerAction | 'boot'; amount: number }[];
  version: number;
};

export type RoomInfo = {
  id: string;
  game: 'teen-patti';
  mode: 'real' | 'demo';
  currency: string;
  stakes: { boot: number; chaalLimit: number; potLimit: number };
  rakeBps: number;
  turnMs: number;
  seats: { taken: number; total: number };
  spectators: number;
  playing: boolean;
};

export type Level = { boot: number; chaalLimit: number; potLimit: number; rakeBps: number };
export type SeatInfo = { seat: number; name: string; ready: boolean; away: boolean };

export type TableFrame = {
  type: 'table';
  roomId: string;
  room: RoomInfo;
  seats: (SeatInfo | null)[];
  dealer: number | null;
  handNo: number;
  nextHandAt: number | null;
  now: number;
  you: { seat: number | null; ready: boolean };
};

export type HandFrame = { type: 'hand'; roomId: string; now: number; view: HandView };

export type HistoryEntry = {
  id: string;
  config: TableConfig;
  dealer: number;
  players: number[];
  events: HandEvent[];
  reveals: RevealedHand[];
  reason: EndReason | null;
  pot: number;
  rake: number | null;
  winners: number[] | null;
  settlement: SeatSettlement[] | null;
  names: Record<string, string>;
};

export type ResultFrame = {
  type: 'result';
  roomId: string;
  handId: string;
  reason: EndReason;
  winners: number[];
  pot: number;
  rake: number;
  payouts: { seat: number; name: string; contributed: number; won: number; rake: number }[];
  reveals: RevealedHand[];
};

export type TeenPattiFrame =
  | {
      type: 'welcome';
      levels: Level[];
      rooms: RoomInfo[];
      you: { name: string; balance: number; currency: string; mode: 'real' | 'demo' };
      table: TableFrame | null;
      hand: HandFrame | null;
      history: HistoryEntry[];
    }
  | { type: 'rooms'; rooms: RoomInfo[] }
  | { type: 'left'; roomId: string | null; rooms: RoomInfo[] }
  | TableFrame
  | HandFrame
  | ResultFrame
  | { type: 'history'; roomId: string; hands: HistoryEntry[]; append: boolean }
  | { type: 'settled'; roomId: string; handId: string; contributed: number; won: number; balance: number | null; pending: boolean }
  | { type: 'balance'; balance: number }
  | { type: 'refused'; requestId: string | null; action: string; code: string; balance: number }
  | { type: 'error'; code: string };
