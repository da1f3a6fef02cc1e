import { z } from 'zod';
import { seatsPerRoom } from './levels';

/** What a player may ask of the card room; the boot is the room's to take, never a player's frame. */
export const playerActions = ['see', 'chaal', 'raise', 'pack', 'show', 'side-show', 'accept-side-show', 'refuse-side-show'] as const;

const roomId = z.string().min(1).max(40);

export const teenPattiClientFrame = z.discriminatedUnion('type', [
  /** Watch a room's table without a seat. */
  z.object({ type: z.literal('watch'), roomId }),
  /** Take a seat of a room: the one named when it is free, else the lowest free one. */
  z.object({
    type: z.literal('sit'),
    roomId,
    seat: z
      .number()
      .int()
      .min(0)
      .max(seatsPerRoom - 1)
      .optional(),
  }),
  /** Take a seat at a stake level wherever one is free. */
  z.object({ type: z.literal('quick-seat'), boot: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  /** Give the seat up (between hands, or after packing). */
  z.object({ type: z.literal('stand') }),
  /** Back to the room list (standing up first). */
  z.object({ type: z.literal('leave') }),
  /** Deal me in (true) or sit the next hands out (false). */
  z.object({ type: z.literal('ready'), ready: z.boolean() }),
  z.object({ type: z.literal('act'), handId: z.string().min(1).max(128), action: z.enum(playerActions), requestId: z.string().min(1).max(40).optional() }),
]);
export type TeenPattiClientFrame = z.infer<typeof teenPattiClientFrame>;
