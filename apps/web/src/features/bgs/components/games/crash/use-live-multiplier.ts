import { useEffect, useState } from 'react';
import { crashMultiplierAt, type CrashState } from '@gp/contracts';

/**
 * The multiplier drawn each frame while a round runs, from the round's start on the server's clock
 * (skew = server minus ours). The server decides every cash-out; this is only what the eye sees.
 */
export const useLiveMultiplier = (state: CrashState | null, skew: number): number => {
  const [value, setValue] = useState(100);
  useEffect(() => {
    if (!state) return;
    if (state.phase !== 'running' || state.startedAt === null) {
      setValue(state.phase === 'crashed' ? (state.crashPointHundredths ?? state.multiplierHundredths) : 100);
      return;
    }
    const startedAt = state.startedAt;
    let frame = 0;
    const draw = () => {
      setValue(Math.max(state.multiplierHundredths, crashMultiplierAt(Date.now() + skew - startedAt, state.growthPerMs)));
      frame = window.requestAnimationFrame(draw);
    };
    draw();
    return () => window.cancelAnimationFrame(frame);
  }, [state, skew]);
  return value;
};

/** Whole seconds until `at` (epoch ms, server clock), ticking four times a second. */
export const useSecondsUntil = (at: number | null, skew: number): number => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (at === null) return setLeft(0);
    const tick = () => setLeft(Math.max(0, Math.ceil((at - (Date.now() + skew)) / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [at, skew]);
  return left;
};
