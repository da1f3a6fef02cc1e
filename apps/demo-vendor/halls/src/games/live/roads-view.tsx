import { useEffect, useRef, type ReactElement } from 'react';
import {
  beadPlate,
  bigEyeBoy,
  bigRoad,
  cockroachPig,
  roadRows,
  smallRoad,
  type RoadCell,
  type RoadHand,
  type RoadOutcome,
} from '../../../../src/engines/roads';
import { useLocale } from '../../i18n/locale';
import type { RoadEntry } from './frames';
import { pocketColour } from './roulette-wheel';

const colourOf: Record<string, string> = {
  banker: '#dc2626',
  dragon: '#dc2626',
  player: '#2563eb',
  tiger: '#d97706',
  tie: '#16a34a',
  red: '#dc2626',
  blue: '#2563eb',
};
const cell = 16;

const handsOf = (history: RoadEntry[]): RoadHand[] =>
  history.map((h) => ({
    outcome: h.outcome as RoadOutcome,
    pairs: { player: h.pairs?.includes('player') ?? false, banker: h.pairs?.includes('banker') ?? false },
  }));

/** One road as a grid six rows deep, scrolled to its newest column. */
const Road = <O extends string>({
  label,
  cells,
  mark,
  testId,
  scale = 1,
}: {
  label: string;
  cells: RoadCell<O>[];
  mark: (c: RoadCell<O>) => ReactElement;
  testId: string;
  scale?: number;
}) => {
  const size = cell * scale;
  const columns = Math.max(12, ...cells.map((c) => c.col + 1));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [cells.length]);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-semibold text-fg-muted">{label}</figcaption>
      <div ref={ref} className="overflow-x-auto rounded border border-border bg-white" tabIndex={0} aria-label={label} data-testid={testId}>
        <svg width={columns * size} height={roadRows * size} role="img" aria-label={label}>
          {Array.from({ length: columns }, (_, col) => (
            <line key={col} x1={col * size} x2={col * size} y1={0} y2={roadRows * size} stroke="#e5e7eb" />
          ))}
          {Array.from({ length: roadRows }, (_, row) => (
            <line key={row} y1={row * size} y2={row * size} x1={0} x2={columns * size} stroke="#e5e7eb" />
          ))}
          {cells.map((c) => (
            <g key={`${c.col}:${c.row}`} transform={`translate(${c.col * size + size / 2} ${c.row * size + size / 2}) scale(${scale})`}>
              {mark(c)}
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
};

/**
 * The roads the table's players read: for baccarat and dragon tiger the bead plate, the big road and
 * its three derived roads; for roulette the last numbers.
 */
export const RoadsView = ({ kind, history }: { kind: string; history: RoadEntry[] }) => {
  const { t } = useLocale();
  if (kind === 'roulette')
    return (
      <section aria-label={t('live.lastNumbers')}>
        <h2 className="mb-1 text-xs font-semibold text-fg-muted">{t('live.lastNumbers')}</h2>
        <ol className="flex flex-wrap gap-1" data-testid="last-numbers">
          {history
            .slice(-20)
            .reverse()
            .map((h, i) => {
              const n = h.value ?? Number(h.outcome);
              const c = pocketColour(n);
              return (
                <li
                  key={i}
                  className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold text-white ${c === 'red' ? 'bg-red-700' : c === 'green' ? 'bg-green-700' : 'bg-neutral-900'}`}
                >
                  {n}
                </li>
              );
            })}
        </ol>
      </section>
    );
  const hands = handsOf(history);
  const letter = (o: string) => t(`live.roadLetter.${o}`);
  return (
    <section aria-label={t('live.roads')} className="grid gap-2 sm:grid-cols-2">
      <Road
        label={t('live.road.beadPlate')}
        testId="bead-plate"
        cells={beadPlate(hands)}
        mark={(c) => (
          <>
            <circle r={7} fill={colourOf[c.outcome]} />
            <text fill="#fff" fontSize="8" textAnchor="middle" dominantBaseline="central">
              {letter(c.outcome)}
            </text>
            {c.pairs.banker ? <circle cx={5} cy={-5} r={2} fill="#dc2626" stroke="#fff" /> : null}
            {c.pairs.player ? <circle cx={-5} cy={5} r={2} fill="#2563eb" stroke="#fff" /> : null}
          </>
        )}
      />
      <Road
        label={t('live.road.bigRoad')}
        testId="big-road"
        cells={bigRoad(hands)}
        mark={(c) => (
          <>
            <circle r={6} fill="none" stroke={colourOf[c.outcome]} strokeWidth={2} />
            {c.ties > 0 ? <line x1={-6} y1={6} x2={6} y2={-6} stroke="#16a34a" strokeWidth={2} /> : null}
            {c.ties > 1 ? (
              <text fontSize="7" fill="#166534" textAnchor="middle" dominantBaseline="central">
                {c.ties}
              </text>
            ) : null}
          </>
        )}
      />
      <div className="grid grid-cols-3 gap-2 sm:col-span-2">
        <Road
          label={t('live.road.bigEyeBoy')}
          testId="big-eye-boy"
          scale={0.6}
          cells={bigEyeBoy(hands)}
          mark={(c) => <circle r={5} fill="none" stroke={colourOf[c.outcome]} strokeWidth={2} />}
        />
        <Road
          label={t('live.road.smallRoad')}
          testId="small-road"
          scale={0.6}
          cells={smallRoad(hands)}
          mark={(c) => <circle r={5} fill={colourOf[c.outcome]} />}
        />
        <Road
          label={t('live.road.cockroachPig')}
          testId="cockroach-pig"
          scale={0.6}
          cells={cockroachPig(hands)}
          mark={(c) => <line x1={-5} y1={5} x2={5} y2={-5} stroke={colourOf[c.outcome]} strokeWidth={2.5} />}
        />
      </div>
    </section>
  );
};
