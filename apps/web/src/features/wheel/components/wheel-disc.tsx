import { useEffect, useState } from 'react';
import { landingAngle } from './wheel-angle';

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const R = 100;
const point = (deg: number, r: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(R + r * Math.cos(rad)).toFixed(3)} ${(R + r * Math.sin(rad)).toFixed(3)}`;
};

/**
 * The wheel: equal segments in table order, a pointer at the top. When the server's result arrives
 * (`landOn`), it turns forward a few times and stops with that segment under the pointer; with
 * reduced motion it turns there at once. `onLanded` runs when it has stopped.
 */
export const WheelDisc = ({
  labels,
  landOn,
  spinKey,
  onLanded,
  title,
}: {
  labels: string[];
  landOn: number | null;
  spinKey: string | null;
  onLanded: () => void;
  title: string;
}) => {
  const [turn, setTurn] = useState<{ key: string | null; angle: number }>({ key: null, angle: 0 });
  const reduced = prefersReducedMotion();
  const count = Math.max(labels.length, 1);
  const segment = 360 / count;
  // A new spin (its key) turns the wheel again, even onto the same segment: state follows the prop.
  if (landOn !== null && spinKey !== null && spinKey !== turn.key) {
    setTurn({ key: spinKey, angle: landingAngle(turn.angle, landOn, count, reduced ? 0 : 5) });
  }
  const angle = turn.angle;

  useEffect(() => {
    if (spinKey === null) return;
    // Without motion the wheel has landed as soon as it turned; with it, when the 4 s turn is over.
    if (reduced) {
      onLanded();
      return;
    }
    const timer = window.setTimeout(onLanded, 4100);
    return () => window.clearTimeout(timer);
    // Keyed by the spin alone: the parent passes a new onLanded each render, which must not restart the turn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinKey]);

  return (
    <div className="relative mx-auto aspect-square w-full max-w-80">
      <svg viewBox="0 0 200 200" role="img" aria-label={title} className="h-full w-full" data-testid="wheel-disc">
        <g
          style={{
            transform: `rotate(${angle}deg)`,
            transformOrigin: '100px 100px',
            transition: reduced ? 'none' : 'transform 4s cubic-bezier(0.15, 0.85, 0.25, 1)',
          }}
        >
          {labels.map((label, i) => {
            const start = i * segment;
            const end = start + segment;
            const large = segment > 180 ? 1 : 0;
            const mid = start + segment / 2;
            return (
              <g key={i}>
                <path
                  d={count === 1 ? `M ${R} 2 A 98 98 0 1 1 ${R - 0.01} 2 Z` : `M ${R} ${R} L ${point(start, 98)} A 98 98 0 ${large} 1 ${point(end, 98)} Z`}
                  className={i % 2 === 0 ? 'fill-surface-raised stroke-border' : 'fill-muted stroke-border'}
                  strokeWidth={1}
                />
                <text
                  x={R}
                  y={24}
                  transform={`rotate(${mid} ${R} ${R})`}
                  textAnchor="middle"
                  className="fill-fg"
                  style={{ fontSize: count > 8 ? 7 : 9, fontWeight: 600 }}
                >
                  {label.length > 16 ? `${label.slice(0, 15)}…` : label}
                </text>
              </g>
            );
          })}
          <circle cx={R} cy={R} r={14} className="fill-primary" />
        </g>
        <path d="M 92 0 L 108 0 L 100 16 Z" className="fill-danger stroke-surface" strokeWidth={1.5} />
      </svg>
    </div>
  );
};
