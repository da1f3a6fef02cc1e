import type { LiveRoadEntry, LiveTableKind } from '@gp/contracts';
import { cx } from '@gp/ui';
import type { TFunction } from 'i18next';
import { roadDot, type RoadTone } from './road-dot';

const toneClass: Record<RoadTone, string> = {
  red: 'bg-danger text-danger-fg',
  blue: 'bg-info text-bg',
  green: 'bg-success text-success-fg',
  black: 'bg-[#0f0d17] text-white ring-1 ring-border-strong',
  other: 'bg-muted text-fg ring-1 ring-border-strong',
};

/**
 * A table's latest results as small dots, oldest first: coloured as the table's road colours them,
 * each marked with the side's first letter in the page's language (or the roulette number), and
 * read out in full.
 */
export const RoadDots = ({ kind, last, t }: { kind: LiveTableKind; last: readonly LiveRoadEntry[]; t: TFunction<'games'> }) => {
  if (last.length === 0) return null;
  return (
    <ol className="flex flex-wrap gap-0.5" aria-label={t('liveLastResults')} data-testid="live-last">
      {last.map((entry, index) => {
        const dot = roadDot(kind, entry);
        // A tie is the same sign in every language.
        const mark = dot.number !== null ? String(dot.number) : dot.name === 'Tie' ? '=' : dot.name ? t(`outcomeMark${dot.name}`) : '·';
        const spoken = dot.number !== null ? String(dot.number) : dot.name ? t(`outcome${dot.name}`) : t('outcomeOther');
        return (
          <li
            key={index}
            className={cx('flex size-[1.125rem] items-center justify-center rounded-full text-[0.625rem] leading-none font-bold', toneClass[dot.tone])}
            data-testid="live-last-dot"
            data-tone={dot.tone}
            title={spoken}
          >
            <span aria-hidden="true">{mark}</span>
            <span className="sr-only">{spoken}</span>
          </li>
        );
      })}
    </ol>
  );
};
