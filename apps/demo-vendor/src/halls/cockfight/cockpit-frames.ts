import { z } from 'zod';
import { liveChatFrame } from '../live/live-frames';

/** One bet: a kind, an amount in minor units, and the fight it is for (a late bet names a fight already closed). */
export const cockpitBetFrame = z.object({
  type: z.literal('bet'),
  /** The client's id of this bet, echoed in the answer. */
  requestId: z.string().min(1).max(40),
  fight: z.number().int(),
  kind: z.enum(['meron', 'wala', 'draw']),
  amount: z.number().int().positive().max(100_000_000),
});

/** What a player sends to a cockpit: bets and chat lines (the live tables' chat frame). */
export const cockpitClientFrame = z.discriminatedUnion('type', [cockpitBetFrame, liveChatFrame]);
export type CockpitClientFrame = z.infer<typeof cockpitClientFrame>;
