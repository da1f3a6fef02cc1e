/** Seconds a Retry-After header asks to wait (delta-seconds or an HTTP date); null without one. */
export const retryAfterSeconds = (header: string | null, now = Date.now()): number | null => {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
};
