/**
 * At most one run per interval: a call within `intervalMs` of the last accepted one is dropped
 * (the favourite toggle runs at most once per second). Returns whether `run` ran.
 */
export const createThrottle = (intervalMs: number, now: () => number = Date.now) => {
  let last = Number.NEGATIVE_INFINITY;
  return (run: () => void): boolean => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    run();
    return true;
  };
};

export const favouriteThrottleMs = 1000;

/**
 * One throttle per key (a game's node id), so a grid's single favourite handler still lets each
 * game change at most once per interval while another game may change at once.
 */
export const createKeyedThrottle = <K>(intervalMs: number, now: () => number = Date.now) => {
  const throttles = new Map<K, (run: () => void) => boolean>();
  return (key: K, run: () => void): boolean => {
    let throttle = throttles.get(key);
    if (!throttle) {
      throttle = createThrottle(intervalMs, now);
      throttles.set(key, throttle);
    }
    return throttle(run);
  };
};
