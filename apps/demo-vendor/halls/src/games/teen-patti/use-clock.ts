import { useEffect, useState } from 'react';

/** The time, ticking every `ms` (turn timers, the next hand's countdown). */
export const useClock = (ms = 250): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
};
