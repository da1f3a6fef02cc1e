import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { DigitsEntry } from '../pickers/digits-entry';
import { NumberGrid } from '../pickers/number-grid';
import { quickSet, quickSets, randomPicks, togglePick } from '../pickers/pick-helpers';
import type { PickerSpec } from '../slip/game-terms';

/**
 * The picker of the chosen bet type with its quick picks: random (as many as the type needs, or
 * one), clear, and for the Vietnam pools the big, small, odd and even sets.
 */
export const PickerArea = ({
  spec,
  type,
  picks,
  onPicks,
  caption,
  pad,
  quickSetsOn,
}: {
  spec: PickerSpec;
  type: string;
  picks: string[];
  onPicks: (picks: string[]) => void;
  caption?: (pick: string) => string | null;
  pad: number;
  quickSetsOn: boolean;
}) => {
  const { t } = useTranslation('lottery');
  if (spec.kind === 'none')
    return (
      <p className="rounded-md bg-muted p-3 text-sm" data-testid="lottery-no-numbers">
        {t('noNumbersNeeded', { type: t(`type.${type}`) })}
      </p>
    );
  if (spec.kind === 'digits') return <DigitsEntry digits={spec.digits} picks={picks} onPicks={onPicks} max={spec.max} />;
  // Random fills a together-line to its size (keeping the count the player chose), or picks one number.
  const randomCount = spec.perLine === 'together' ? Math.min(spec.max, Math.max(spec.min, picks.length)) : 1;
  const counted =
    spec.perLine === 'together' ? (spec.min === spec.max ? t('pickExactly', { n: spec.min }) : t('pickBetween', { min: spec.min, max: spec.max })) : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={t('quickPicks')}>
        <Button variant="secondary" size="sm" onClick={() => onPicks(randomPicks(spec.pool, randomCount))} data-testid="lottery-random">
          {t('random')}
        </Button>
        {quickSetsOn
          ? quickSets.map((set) => (
              <Button
                key={set}
                variant="secondary"
                size="sm"
                onClick={() => onPicks(quickSet(spec.pool, set).slice(0, spec.max))}
                data-testid={`lottery-quick-${set}`}
              >
                {t(`set.${set}`)}
              </Button>
            ))
          : null}
        <Button variant="ghost" size="sm" onClick={() => onPicks([])} disabled={picks.length === 0} data-testid="lottery-clear">
          {t('clear')}
        </Button>
      </div>
      <p className="text-xs text-fg-muted" aria-live="polite" data-testid="lottery-pick-count">
        {counted ? `${counted} · ` : ''}
        {t('picked', { n: picks.length })}
      </p>
      <NumberGrid
        label={t('pickNumbers')}
        pool={spec.pool}
        picks={picks}
        onToggle={(pick) => onPicks(togglePick(picks, pick, spec.max))}
        caption={caption}
        look={spec.look}
        pad={pad}
        full={picks.length >= spec.max}
        testId="lottery-grid"
      />
    </div>
  );
};
