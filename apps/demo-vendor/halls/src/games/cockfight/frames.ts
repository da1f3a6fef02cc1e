import type { ChatMessage } from '../../app/hall-chat';

/** The cockpit's frames as the vendor sends them (apps/demo-vendor/src/halls/cockfight/cockpit.ts). */
export type Side = 'meron' | 'wala';
export type BetKind = Side | 'draw';
export type Outcome = Side | 'draw' | 'cancelled';
export type Phase = 'betting' | 'last-call' | 'closed' | 'fighting' | 'result' | 'pause';
export type Rooster = { name: string; rating: number };
export type Pools = Record<Side, number>;
/** Stake back per unit (stake included); null while a side has no bets. */
export type Odds = Record<Side, number | null>;
export type BetsByKind = Record<BetKind, number>;

export type FightResult = { outcome: Outcome; pools: Pools; odds: Odds; poolRefunded: boolean };
export type FightRecord = { fightNumber: number; outcome: Outcome; meron: string; wala: string; odds: Odds };

export type CockpitInfo = {
  vendorCode: string;
  name: string;
  limits: { unit: number; side: { min: number; max: number }; draw: { min: number; max: number }; fightMax: number };
  commissionBp: number;
  drawReturn: number;
  rtp: { pool: number; draw: number };
  schedule: { epochMs: number; cycleMs: number; bettingMs: number; lastCallMs: number; closedMs: number; minFightMs: number; maxFightMs: number };
};

export type PhaseFrame = {
  type: 'phase';
  fightNumber: number;
  phase: Phase;
  endsAt: number;
  now: number;
  card: { meron: Rooster; wala: Rooster; fightMs: number };
  times: { opensAt: number; lastCallAt: number; closesAt: number; startsAt: number; endsAt: number };
  result: FightResult | null;
};

export type PoolsFrame = { type: 'pools'; fightNumber: number; pools: Pools; odds: Odds; bettors: number; viewers: number };

export type CockfightFrame =
  | {
      type: 'welcome';
      cockpit: CockpitInfo;
      fight: PhaseFrame | null;
      pools: PoolsFrame | null;
      history: FightRecord[];
      you: { balance: number; currency: string; mode: 'real' | 'demo'; bets: BetsByKind };
      chat: ChatMessage[];
    }
  | PhaseFrame
  | PoolsFrame
  | { type: 'bet-ok'; requestId: string; fightNumber: number; bets: BetsByKind; balance: number }
  | { type: 'bet-refused'; requestId: string; code: string; balance: number }
  | { type: 'settled'; fightNumber: number; outcome: Outcome; staked: number; win: number; balance: number | null; pending: boolean }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'error'; code: string };
