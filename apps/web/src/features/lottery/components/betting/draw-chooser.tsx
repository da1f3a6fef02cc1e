import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import type { LotteryDrawSummary } from '@gp/contracts';
import { formatCountdown } from '../lobby/countdown';
import { drawName, formatDrawTime } from '../lobby/names';

/**
 * The draws taking bets: Vietnam centre and south list each province drawing today; elsewhere the
 * next draw (and the ones after it when the calendar already opened them). A toggle button each.
 */
export const DrawChooser = ({
  draws,
  value,
  onChange,
  now,
}: {
  draws: readonly LotteryDrawSummary[];
  value: string | null;
  onChange: (drawId: string) => void;
  now: number;
}) => {
  const { t, i18n } = useTranslation('lottery');
  if (draws.length === 0)
    return (
      <p className="rounded-md bg-muted p-3 text-sm" role="status" data-testid="lottery-no-draw">
        {t('noOpenDraw')}
      </p>
    );
  return (
    <div role="group" aria-label={t('chooseDraw')} className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" data-testid="lottery-draws">
      {draws.map((draw) => {
        const pressed = draw.drawId === value;
        const left = Date.parse(draw.closeAt) - now;
        return (
          <button
            key={draw.drawId}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(draw.drawId)}
            data-testid="lottery-draw"
            data-draw={draw.drawId}
            className={cx(
              'flex min-h-11 items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-start text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed ? 'border-primary bg-primary/10' : 'border-border-strong bg-surface hover:bg-muted',
            )}
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold">{drawName(draw)}</span>
              <span className="block text-xs text-fg-muted">{formatDrawTime(draw.drawAt, i18n.language)}</span>
            </span>
            <span className="shrink-0 text-end">
              <span className="block text-xs text-fg-muted">{t('closesIn')}</span>
              <span className="block font-mono font-semibold tabular-nums" data-testid="lottery-draw-countdown">
                {left > 0 ? formatCountdown(left) : t('closed')}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
};
