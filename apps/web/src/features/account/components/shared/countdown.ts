/** Whole seconds left until `endsAt` (ms since epoch), never below zero. */
export const secondsLeft = (endsAt: number | null, now: number): number => (endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)));

/** `m:ss` for a countdown label, e.g. 299 -> "4:59". */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
