import { z } from 'zod';

/** The largest number of spots one bet frame may carry (a roulette player covering many numbers). */
export const maxSpotsPerBet = 40;

export const liveBetFrame = z.object({
  type: z.literal('bet'),
  /** The client's id of this bet, echoed in the answer. */
  requestId: z.string().min(1).max(40),
  roundId: z.string().min(1).max(64),
  bets: z
    .array(z.object({ spot: z.string().min(1).max(24), amount: z.number().int().positive().max(100_000_000) }))
    .min(1)
    .max(maxSpotsPerBet),
});

export const liveChatFrame = z.object({ type: z.literal('chat'), text: z.string().min(1).max(400) });

export const liveClientFrame = z.discriminatedUnion('type', [liveBetFrame, liveChatFrame]);
export type LiveClientFrame = z.infer<typeof liveClientFrame>;
