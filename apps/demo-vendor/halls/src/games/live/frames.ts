import type { ChatMessage } from '../../app/hall-chat';
import type { LiveGameKind } from '../../boot';

/** The live table's frames as the vendor sends them (apps/demo-vendor/src/halls/live/live-table.ts). */
export type RevealStep = { kind: 'card'; hand: string; card: number } | { kind: 'ball'; pocket: number };
export type RoadEntry = { outcome: string; value?: number; pairs?: string[] };
export type TablePhase = 'betting' | 'closed' | 'dealing' | 'result';
export type SpotInfo = { spot: string; min: number; max: number };
export type Dealer = { id: string; name: string; languages: string[]; palette: { skin: string; hair: string; outfit: string } };

export type TableInfo = {
  id: string;
  kind: LiveGameKind;
  name: string;
  dealer: Dealer;
  spots: SpotInfo[];
  roundMax: number;
  rtp: Record<string, number>;
  timing: { bettingMs: number };
};

export type RoundFrame = {
  type: 'round';
  roundId: string;
  roundNo: number;
  phase: TablePhase;
  endsAt: number;
  now: number;
  steps: RevealStep[];
  result: Record<string, unknown> | null;
  road: RoadEntry | null;
};

export type TotalsFrame = { type: 'totals'; roundId: string; totals: Record<string, number>; bettors: number; viewers: number };

export type LiveFrame =
  | {
      type: 'welcome';
      table: TableInfo;
      round: RoundFrame;
      totals: TotalsFrame;
      history: RoadEntry[];
      you: { balance: number; currency: string; mode: 'real' | 'demo'; spots: Record<string, number> };
      chat: ChatMessage[];
    }
  | RoundFrame
  | TotalsFrame
  | { type: 'step'; roundId: string; step: RevealStep }
  | { type: 'bet-ok'; requestId: string; roundId: string; spots: Record<string, number>; balance: number }
  | { type: 'bet-refused'; requestId: string; code: string; balance: number }
  | { type: 'settled'; roundId: string; staked: number; win: number; balance: number | null; pending: boolean }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'shoe' }
  | { type: 'error'; code: string };
