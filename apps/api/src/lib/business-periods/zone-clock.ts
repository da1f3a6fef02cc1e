/**
 * Wall-clock arithmetic in an IANA time zone with Intl only (no date library in the project).
 * A "wall" value is milliseconds since the epoch of the local date and time read as if it were UTC.
 */

const minuteMs = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  const known = formatters.get(zone);
  if (known) return known;
  const made = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  formatters.set(zone, made);
  return made;
};

/** The zone's local time at `instantMs`, as a wall value (seconds dropped: no zone offsets by seconds today). */
export const wallOf = (instantMs: number, zone: string): number => {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
};

/** The zone's offset from UTC at `instantMs`, in minutes (Asia/Kolkata: 330). */
export const offsetMinutes = (instantMs: number, zone: string): number => {
  const floored = Math.floor(instantMs / minuteMs) * minuteMs;
  return Math.round((wallOf(floored, zone) - floored) / minuteMs);
};

/**
 * The instants whose local time is `wallMs`: none in a spring-forward gap, two in a fall-back
 * overlap, ascending. Offsets are read a day either side, where no zone changes twice.
 */
export const instantsOf = (wallMs: number, zone: string): number[] => {
  const offsets = new Set([offsetMinutes(wallMs - 86_400_000, zone), offsetMinutes(wallMs + 86_400_000, zone), offsetMinutes(wallMs, zone)]);
  const found = [...offsets].map((o) => wallMs - o * minuteMs).filter((t) => wallOf(t, zone) === wallMs);
  return [...new Set(found)].sort((a, b) => a - b);
};

/**
 * The first instant at or after local time `wallMs`: its earlier occurrence in an overlap; in a
 * gap, the moment the clock jumps (a day that starts at 01:00 starts then).
 */
export const firstInstantOf = (wallMs: number, zone: string): number => {
  const [first] = instantsOf(wallMs, zone);
  if (first !== undefined) return first;
  return wallMs - offsetMinutes(wallMs - 86_400_000, zone) * minuteMs;
};
