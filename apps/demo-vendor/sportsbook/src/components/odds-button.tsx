import { cx } from '@gp/ui';
import { useEffect, useState } from 'react';
import { usePrefs } from '../app/prefs';
import { oddsText } from '../format/odds';
import { useLocale } from '../i18n/locale';
import { LockIcon } from './icons';

type Move = 'up' | 'down' | null;

/**
 * Which way a price last moved, for a short while after it moved. The previous price is kept in
 * state and compared while rendering, so the flash starts with the render that shows the new price.
 */
export const useOddsMove = (odds: number, flashMs = 2_500): Move => {
  const [seen, setSeen] = useState<{ odds: number; move: Move; stamp: number }>({ odds, move: null, stamp: 0 });
  if (seen.odds !== odds) setSeen({ odds, move: odds > seen.odds ? 'up' : 'down', stamp: seen.stamp + 1 });
  useEffect(() => {
    if (!seen.move) return;
    const timer = setTimeout(() => setSeen((s) => (s.stamp === seen.stamp ? { ...s, move: null } : s)), flashMs);
    return () => clearTimeout(timer);
  }, [seen.move, seen.stamp, flashMs]);
  return seen.move;
};

/** A price in the player's format, with the arrow of its latest move. */
export const OddsValue = ({ odds, className }: { odds: number; className?: string }) => {
  const { language, t } = useLocale();
  const { oddsFormat } = usePrefs();
  const move = useOddsMove(odds);
  const text = oddsText(oddsFormat, odds, language) ?? oddsText('decimal', odds, language);
  return (
    <span className={cx('inline-flex items-center gap-0.5 font-bold tabular-nums', className)} data-move={move ?? undefined}>
      {move ? (
        <span aria-hidden="true" className={move === 'up' ? 'text-success' : 'text-danger'}>
          {move === 'up' ? '▲' : '▼'}
        </span>
      ) : null}
      <bdi>{text}</bdi>
      {move ? <span className="sr-only">{t(move === 'up' ? 'sports.odds.up' : 'sports.odds.down')}</span> : null}
    </span>
  );
};

export type OddsButtonProps = {
  label: string;
  /** A narrow row's visible name ("1", "X", "2"); the full label is still read out. */
  shortLabel?: string;
  odds: number;
  suspended: boolean;
  selected: boolean;
  onToggle: () => void;
  testId: string;
  /** The name above the price, for rows of two or three wide buttons (a match page). */
  stacked?: boolean;
  className?: string;
};

/**
 * A selection's price: adds it to the slip or takes it out (pressed while it is in). A suspended
 * market's prices stay in view, greyed with a lock, and take no clicks.
 */
export const OddsButton = ({ label, shortLabel, odds, suspended, selected, onToggle, testId, stacked, className }: OddsButtonProps) => {
  const { t } = useLocale();
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={selected}
      disabled={suspended}
      onClick={onToggle}
      className={cx(
        'flex min-h-11 min-w-0 flex-1 rounded-md border px-2.5 py-1.5 text-start text-sm transition-colors',
        stacked ? 'flex-col items-start justify-center gap-0.5' : 'items-center justify-between gap-2',
        selected ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface-raised text-fg hover:bg-muted',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:text-fg-muted disabled:opacity-70',
        className,
      )}
    >
      {shortLabel ? (
        <span className="min-w-0">
          <span aria-hidden="true" className="font-semibold text-fg-muted">
            {shortLabel}
          </span>
          <span className="sr-only">{label}</span>
        </span>
      ) : (
        <span className={cx('min-w-0', stacked ? 'w-full truncate text-xs' : 'truncate')}>{label}</span>
      )}
      {suspended ? (
        <span className="inline-flex items-center gap-1">
          <LockIcon />
          <span className="sr-only">{t('sports.match.suspended')}</span>
        </span>
      ) : (
        <OddsValue odds={odds} />
      )}
    </button>
  );
};
