import { useEffect, useState } from 'react';
import { cx } from '@gp/ui';
import { formatMultiplier } from '../../shared/format';

const gap = 20;
const top = 16;

/** Whether the player asked for less motion: the ball then lands at once. */
const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Pegs, the falling ball and the bucket row. The board is physical (path 0 = left), so it stays left
 * to right in RTL languages too: the buckets must line up under the pegs.
 */
export const PlinkoBoard = ({
  rows,
  table,
  path,
  onLanded,
}: {
  rows: number;
  table: readonly number[];
  path: readonly (0 | 1)[] | null;
  onLanded: () => void;
}) => {
  // Remounted per drop (the caller's key): the ball starts at the top unless motion is reduced.
  const [step, setStep] = useState(() => (path && prefersReducedMotion() ? path.length : 0));

  useEffect(() => {
    if (!path) return;
    if (prefersReducedMotion()) {
      onLanded();
      return;
    }
    let current = 0;
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= path.length) {
        window.clearInterval(timer);
        onLanded();
      }
    }, 110);
    return () => window.clearInterval(timer);
    // Runs once per mount (one drop); onLanded is the caller's and may change each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const width = (rows + 2) * gap;
  const height = top + rows * gap + gap;
  const centre = width / 2;
  const rights = path ? path.slice(0, step).reduce<number>((sum, s) => sum + s, 0) : 0;
  const ballX = centre + (rights - step / 2) * gap;
  const ballY = top + step * gap - gap / 2;
  const landed = path !== null && step >= path.length ? rights : null;

  return (
    <div dir="ltr" className="flex flex-col gap-2" aria-hidden="true">
      <svg viewBox={`0 0 ${width} ${height}`} className="mx-auto w-full max-w-xl" data-testid="bgs-plinko-board">
        {Array.from({ length: rows }, (_, r) =>
          Array.from({ length: r + 3 }, (_, i) => (
            <circle key={`${r}-${i}`} cx={centre + (i - (r + 2) / 2) * gap} cy={top + r * gap} r={2.5} className="fill-fg-muted" />
          )),
        )}
        {path ? <circle cx={ballX} cy={Math.max(4, ballY)} r={6} className="fill-primary motion-safe:transition-all motion-safe:duration-100" /> : null}
      </svg>
      <ol
        className="mx-auto grid w-full max-w-xl gap-0.5"
        style={{ gridTemplateColumns: `repeat(${table.length}, minmax(0, 1fr))` }}
        data-testid="bgs-plinko-buckets"
      >
        {table.map((m, slot) => (
          <li
            key={slot}
            className={cx(
              'truncate rounded py-1 text-center text-[0.6rem] font-semibold tabular-nums sm:text-xs',
              m >= 100 ? 'bg-warning/30' : 'bg-muted',
              landed === slot && 'ring-2 ring-primary motion-safe:animate-pulse',
            )}
            data-slot={slot}
          >
            {formatMultiplier(m).replace('.00', '')}
          </li>
        ))}
      </ol>
    </div>
  );
};
