import { isApiError } from '../../../../../api/api-error';

/** A bet the player asked for while a round was running: placed as soon as betting opens again. */
export type QueuedCrashBet = { amount: number; auto: number | null };

/** The server's answer to a bet that came after betting closed (the round had started). */
export const isBettingClosed = (error: unknown): boolean => isApiError(error) && error.code === 'CRASH_BETTING_CLOSED';

/**
 * What a submit does in the phase shown: place the bet now while betting is open, otherwise keep it
 * for the next round (the button then says "Bet on the next round").
 */
export const submitAction = (phase: string | undefined): 'place' | 'queue' => (phase === 'betting' ? 'place' : 'queue');

/** A queued bet goes in once a new round is taking bets (never into the round it was queued in). */
export const shouldPlaceQueued = (queued: { roundId: string | null } | null, phase: string | undefined, roundId: string | undefined): boolean =>
  queued !== null && phase === 'betting' && roundId !== undefined && roundId !== queued.roundId;
