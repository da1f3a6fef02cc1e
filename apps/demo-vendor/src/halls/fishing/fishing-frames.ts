import { z } from 'zod';

/**
 * What a player's browser may send in a fishing room. Anything else is answered with
 * VALIDATION_ERROR. Money never rides in these: the bullet's cost is a rung the server checks,
 * and wins are the server's to decide.
 */
export const fishingClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('shoot'),
    /** The browser's own number for the bullet, echoed in the answer so it can match its bullet. */
    shotId: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .optional(),
    fishId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    bulletCost: z.number().int().positive(),
    /** Where the cannon points, in radians in the world's coordinates (drawing only). */
    angle: z.number().min(-10).max(10),
    /** The browser's estimate of the room's clock when it fired; the server decides on its own clock. */
    at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  z.object({ type: z.literal('cannon'), bulletCost: z.number().int().positive() }),
]);

export type FishingClientFrame = z.infer<typeof fishingClientFrame>;

/** A cannon of the room as others see it: the seat, the masked name and its bullet. */
export type SeatView = { seat: number; name: string; bulletCost: number };

/** A player's money as the screen shows it: balance with open wins counted, and what can still be fired. */
export type MoneyView = { balance: number; spendable: number };

/**
 * Why a shot was not taken (none is charged): the engine's target checks, the fire rate, the
 * spending guard, a bullet off the ladder, a closing room; or, after the wallet refused a batch for
 * any reason but funds, that refusal's code (PLAYER_BLOCKED, LIMIT_EXCEEDED, ROLLED_BACK, ...).
 */
export const shotRefusals = ['NO_SUCH_FISH', 'NOT_YET', 'GONE', 'CAPTURED', 'TOO_FAST', 'INSUFFICIENT_FUNDS', 'INVALID_COST', 'CLOSED'] as const;
export type ShotRefusal = (typeof shotRefusals)[number];
