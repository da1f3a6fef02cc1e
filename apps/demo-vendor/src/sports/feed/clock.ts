/** Where the feed reads "now": the system clock in production, a manual one in tests and replays. */
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };

export type ManualClock = Clock & { set: (ms: number) => void; advance: (ms: number) => void };

export const manualClock = (startMs: number): ManualClock => {
  let current = startMs;
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
};
