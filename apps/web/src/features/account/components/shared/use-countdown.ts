import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

export type Countdown = {
  /** Seconds left; 0 when idle or finished. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) counting down from `seconds`. */
  start: (seconds: number) => void;
  reset: () => void;
};

/**
 * A seconds countdown for "send code" buttons (expiredMinutes * 60 s). It keeps
 * the end time rather than counting ticks, so a throttled background tab still ends on time.
 */
export const useCountdown = (now: () => number = Date.now): Countdown => {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = secondsLeft(endsAt, now());
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback(
    (seconds: number) => {
      if (seconds <= 0) return;
      setRemaining(Math.ceil(seconds));
      setEndsAt(now() + seconds * 1000);
    },
    [now],
  );
  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, reset };
};
