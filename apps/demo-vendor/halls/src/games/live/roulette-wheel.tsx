import { useLocale } from '../../i18n/locale';

/** The European wheel's pockets clockwise from zero. */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const pocketColour = (n: number): 'green' | 'red' | 'black' => (n === 0 ? 'green' : reds.has(n) ? 'red' : 'black');
const fill = { green: '#15803d', red: '#b91c1c', black: '#111827' };
const slice = 360 / 37;

/**
 * The wheel: it turns several times and stops with the winning pocket under the marker at the top,
 * as the croupier's spin ends; until then it idles.
 */
export const RouletteWheel = ({ pocket }: { pocket: number | null }) => {
  const { t } = useLocale();
  const index = pocket === null ? 0 : wheelOrder.indexOf(pocket);
  const angle = pocket === null ? 0 : 360 * 5 - index * slice;
  return (
    <div
      className="relative mx-auto h-40 w-40 sm:h-48 sm:w-48"
      role="img"
      aria-label={pocket === null ? t('live.wheel') : t('live.pocket', { number: pocket })}
    >
      <svg
        viewBox="-100 -100 200 200"
        className="h-full w-full transition-transform duration-[3000ms] ease-out"
        style={{ transform: `rotate(${angle}deg)` }}
        aria-hidden="true"
      >
        <circle r="98" fill="#5b3a1a" />
        {wheelOrder.map((n, i) => {
          const a0 = ((i * slice - slice / 2 - 90) * Math.PI) / 180;
          const a1 = ((i * slice + slice / 2 - 90) * Math.PI) / 180;
          const [x0, y0, x1, y1] = [90 * Math.cos(a0), 90 * Math.sin(a0), 90 * Math.cos(a1), 90 * Math.sin(a1)];
          const mid = ((i * slice - 90) * Math.PI) / 180;
          return (
            <g key={n}>
              <path d={`M0 0L${x0} ${y0}A90 90 0 0 1 ${x1} ${y1}Z`} fill={fill[pocketColour(n)]} stroke="#d4af37" strokeWidth="0.6" />
              <text
                x={76 * Math.cos(mid)}
                y={76 * Math.sin(mid)}
                fill="#fff"
                fontSize="8"
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${i * slice} ${76 * Math.cos(mid)} ${76 * Math.sin(mid)})`}
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle r="46" fill="#3f2a14" stroke="#d4af37" strokeWidth="2" />
        <circle r="10" fill="#d4af37" />
      </svg>
      <span
        className="absolute start-1/2 top-0 h-4 w-4 -translate-x-1/2 rounded-full border-2 border-neutral-300 bg-white shadow rtl:translate-x-1/2"
        aria-hidden="true"
      />
    </div>
  );
};
