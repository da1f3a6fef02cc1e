import { useLocale } from '../../i18n/locale';

const radius = 15;
const circumference = 2 * Math.PI * radius;

/** The time left of a turn as a ring that empties, with the seconds in it. */
export const TurnRing = ({ left, total }: { left: number; total: number }) => {
  const { t, count } = useLocale();
  const share = total > 0 ? Math.max(0, Math.min(1, left / total)) : 0;
  const seconds = Math.ceil(left / 1000);
  const urgent = share < 0.25;
  return (
    <span
      className="relative inline-flex h-9 w-9 items-center justify-center"
      data-testid="tp-turn-ring"
      role="timer"
      aria-label={t('tp.table.secondsLeft', { seconds: count(seconds) })}
    >
      <svg viewBox="0 0 36 36" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="18" cy="18" r={radius} fill="rgb(0 0 0 / 0.55)" stroke="rgb(255 255 255 / 0.25)" strokeWidth="3" />
        <circle
          cx="18"
          cy="18"
          r={radius}
          fill="none"
          stroke={urgent ? '#f87171' : '#fcd34d'}
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
        />
      </svg>
      <span className="relative text-xs font-bold tabular-nums text-white" aria-hidden="true">
        {count(seconds)}
      </span>
    </span>
  );
};
