/**
 * A token bucket per connection: `rate` frames a second on average, bursts up to `burst`. A player's
 * client sends a few frames a second at most (bets, chat, a fishing cannon's shots are paced by
 * their own rule), so a socket over the bucket is a misbehaving client and is closed.
 */
export const tokenBucket = (rate: number, burst: number, now: () => number = Date.now) => {
  let tokens = burst;
  let last = now();
  return {
    take: (): boolean => {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) * rate) / 1000);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
};
