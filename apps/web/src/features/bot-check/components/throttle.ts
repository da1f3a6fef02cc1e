/**
 * Leading-edge throttle: the first call passes, later ones pass only once `intervalMs` has gone by
 * since the last call that passed (the captcha refreshes at most once per 1000 ms).
 */
export const createThrottle = (intervalMs: number, now: () => number = () => Date.now()): (() => boolean) => {
  let last: number | null = null;
  return () => {
    const at = now();
    if (last !== null && at - last < intervalMs) return false;
    last = at;
    return true;
  };
};
