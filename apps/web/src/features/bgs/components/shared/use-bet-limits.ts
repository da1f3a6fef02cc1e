import { useQuery } from '@tanstack/react-query';
import { bgsConfigQuery } from '../../api/bgs-api';
import { demoCurrency } from '../demo/demo-play';
import type { PlayMode } from './play-mode';

export type BetLimits = { min: number; max: number; currency: string; ready: boolean };

/** Demo stakes: 0.10 to 1,000.00 fun. */
const demoLimits: BetLimits = { min: 10, max: 100_000, currency: demoCurrency, ready: true };

/** The stake bounds: the server's in real play, the demo's own in fun play (no server call). */
export const useBetLimits = (mode: PlayMode): BetLimits => {
  const config = useQuery({ ...bgsConfigQuery(), enabled: mode === 'real' });
  if (mode === 'demo') return demoLimits;
  if (!config.data) return { min: 1, max: Number.MAX_SAFE_INTEGER, currency: '', ready: false };
  return { min: config.data.minBet, max: config.data.maxBet, currency: config.data.currency, ready: true };
};
