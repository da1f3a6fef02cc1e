/**
 * A per-player fire-rate limit, as a pure function of (state, time): the generic cell rate
 * algorithm. The state is one number, the theoretical time the next shot is due; a shot is allowed
 * when that time is at most `burst - 1` intervals ahead of now. Over any window of w ms a player
 * gets at most `burst + floor(w / intervalMs)` shots, and a steady rate of one per interval is never
 * refused. A refused shot is not charged and does not move the state.
 */

export type FireRate = { intervalMs: number; burst: number };

/** 10 shots a second; a burst of 10 absorbs shots that the network delivers bunched together. */
export const defaultFireRate: FireRate = { intervalMs: 100, burst: 10 };

export type FireGate = { dueAt: number };

export const openFireGate = (now: number): FireGate => ({ dueAt: now });

export const allowFire = (gate: FireGate, now: number, rate: FireRate = defaultFireRate): { allowed: boolean; gate: FireGate } => {
  const dueAt = Math.max(gate.dueAt, now);
  if (dueAt - now > (rate.burst - 1) * rate.intervalMs) return { allowed: false, gate };
  return { allowed: true, gate: { dueAt: dueAt + rate.intervalMs } };
};
