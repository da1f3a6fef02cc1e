import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs` while `active`: for countdowns. */
export const useNow = (active: boolean, everyMs = 250): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
};
