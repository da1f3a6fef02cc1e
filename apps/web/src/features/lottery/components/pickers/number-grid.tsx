import { cx } from '@gp/ui';
import { useTranslation } from 'react-i18next';

export type NumberGridProps = {
  /** The group's accessible name, e.g. "Pick numbers 00-99". */
  label: string;
  pool: readonly string[];
  picks: readonly string[];
  onToggle: (pick: string) => void;
  /** Labels shown in place of the numbers (K3 totals show their odds under the number). */
  caption?: (pick: string) => string | null;
  look: 'ball' | 'die' | 'chip';
  /** Two-digit display for keno and 11x5 balls. */
  pad?: number;
  full: boolean;
  testId?: string;
};

const dieFaces = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/**
 * A picker of numbers as toggle buttons (aria-pressed), in as many columns as fit a 360 px phone:
 * ten for 00-99 and keno, fewer for dice and totals. When the pick limit is reached the unpicked
 * buttons stay focusable but say so, so a screen reader hears why nothing happens.
 */
export const NumberGrid = ({ label, pool, picks, onToggle, caption, look, pad = 0, full, testId }: NumberGridProps) => {
  const { t } = useTranslation('lottery');
  const columns =
    pool.length > 20 ? 'grid-cols-10' : pool.length > 11 ? 'grid-cols-4 sm:grid-cols-8' : look === 'die' ? 'grid-cols-6' : 'grid-cols-5 sm:grid-cols-11';
  return (
    <div role="group" aria-label={label} className={cx('grid gap-1', columns)} data-testid={testId}>
      {pool.map((pick) => {
        const pressed = picks.includes(pick);
        const shown = pick.padStart(pad, '0');
        const note = caption?.(pick) ?? null;
        return (
          <button
            key={pick}
            type="button"
            aria-pressed={pressed}
            aria-disabled={!pressed && full ? true : undefined}
            aria-label={note ? `${shown} (${note})` : look === 'die' ? t('dieFace', { face: pick }) : undefined}
            onClick={() => onToggle(pick)}
            data-testid="lottery-pick"
            data-pick={pick}
            className={cx(
              'flex min-h-9 min-w-0 flex-col items-center justify-center border text-sm font-semibold tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              look === 'ball' ? 'rounded-full' : 'rounded-md px-1 py-1',
              // Past the limit the other numbers turn muted; muted text on muted ground keeps AA contrast, unlike opacity.
              pressed
                ? 'border-primary bg-primary text-primary-fg'
                : full
                  ? 'border-border bg-muted text-fg-muted'
                  : 'border-border-strong bg-surface text-fg hover:bg-muted',
            )}
          >
            {look === 'die' ? (
              <span aria-hidden="true" className="text-2xl leading-none">
                {dieFaces[Number(pick)]}
              </span>
            ) : (
              <span>{shown}</span>
            )}
            {note ? (
              <span aria-hidden="true" className={cx('text-[10px] font-normal', pressed ? 'text-primary-fg' : 'text-fg-muted')}>
                {note}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
};
