/**
 * At most one run per interval: a call within `intervalMs` of the last accepted one is dropped
 * (SPEC.md section 9: the favourite toggle, once per second). Returns whether `run` ran.
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
