import { useEffect, useState } from 'react';
import { formatBusinessClock, zoneOffsetMinutes } from '../shared/business-time';

/**
 * The header clock in the platform's business time zone with its GMT offset, e.g.
 * "2026-11-22 14:05:09 GMT+05:30". Its own state and its one timer: only this span re-renders each
 * second. The timer aligns to the next whole second so the display never skips or repeats one.
 */
export const AgentClock = ({ timeZone, offsetMinutes, serverSkewMs = 0 }: { timeZone: string; offsetMinutes: number; serverSkewMs?: number }) => {
  const [now, setNow] = useState(() => Date.now() + serverSkewMs);
  useEffect(() => {
    let timer: number;
    const tick = () => {
      const current = Date.now() + serverSkewMs;
      setNow(current);
      timer = window.setTimeout(tick, 1000 - (current % 1000));
    };
    timer = window.setTimeout(tick, 1000 - ((Date.now() + serverSkewMs) % 1000));
    return () => window.clearTimeout(timer);
  }, [serverSkewMs]);
  const text = formatBusinessClock(now, zoneOffsetMinutes(timeZone, now, offsetMinutes));
  return (
    <time dateTime={new Date(now).toISOString()} className="font-mono text-sm tabular-nums text-fg-muted" data-testid="agent-clock">
      {text}
    </time>
  );
};
