import type { SpeciesId } from './engine';

/** The fishing room's frames as the vendor sends them (apps/demo-vendor/src/halls/fishing/fishing-hall.ts). */
export type SeatView = { seat: number; name: string; bulletCost: number };

export type RoomInfo = {
  id: number;
  seed: string;
  oceanVersion: number;
  /** The vendor's clock when it sent the welcome: the ocean is a function of that clock. */
  now: number;
  seats: SeatView[];
  /** Fish already captured and still swimming: left out of the screen. */
  captured: number[];
  bulletCosts: number[];
  rtpBasisPoints: number;
  flushPolicy: { maxShots: number; maxAgeMs: number };
  fireRate: { intervalMs: number; burst: number };
  shotToleranceMs: number;
};

/** The balance with open wins counted, and what can still be fired. */
export type Money = { balance: number; spendable: number };

export type Welcome = {
  type: 'welcome';
  room: RoomInfo;
  you: Money & { seat: number; bulletCost: number; currency: string; mode: 'real' | 'demo'; suspended: string | null };
};

export type CaptureFrame = { type: 'capture'; fishId: number; species: SpeciesId; seat: number; win: number };
export type ShotFrame = { type: 'shot'; seat: number; fishId: number; angle: number; bulletCost: number };

export type FishingFrame =
  | Welcome
  | ({ type: 'joined' } & SeatView)
  | { type: 'left'; seat: number }
  | { type: 'cannon'; seat: number; bulletCost: number }
  | ShotFrame
  | CaptureFrame
  | ({ type: 'shot-ok'; shotId: number | null; fishId: number; bulletCost: number; captured: boolean; win: number } & Money)
  | ({ type: 'shot-refused'; shotId: number | null; fishId: number; code: string } & Money)
  | ({ type: 'batch'; roundId: string; shots: number; bet: number; win: number; captures: number; pending: boolean } & Money)
  | ({
      type: 'batch-void';
      roundId: string;
      code: string;
      shots: number;
      captures: number;
      stakeNotTaken: number;
      winNotPaid: number;
      suspended: string | null;
    } & Money)
  | { type: 'pong'; now: number }
  | { type: 'error'; code: string };
