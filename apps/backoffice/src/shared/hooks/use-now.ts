import { useEffect, useState } from 'react';

/** The current time, refreshed periodically, for states that change by the clock (a scheduled window). */
export const useNow = (intervalMs = 15_000): number => {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
};
