import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (typed search text, so each key press is not a request). */
export const useDebounced = <T>(value: T, ms = 400): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
