import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { TextField } from '../../../../shared/form/text-field';
import { minorToInput, parseAmount } from '../../../cashier/components/deposit/parse-amount';
import { stakePresets, pointPresets } from './stake-presets';

export type StakeState = { stake: string; points: string };

/** Whole points 1..100,000, as the server takes them. */
export const readPoints = (text: string): number | null => {
  if (!/^[0-9]{1,6}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= 100_000 ? n : null;
};

/**
 * The stake (per point for Vietnam, with the points beside it), typed with two decimals, and
 * preset chips from the game's minimum upwards.
 */
export const StakeFields = ({
  perPoint,
  value,
  onChange,
  minStake,
  maxStake,
  currency,
}: {
  perPoint: boolean;
  value: StakeState;
  onChange: (value: StakeState) => void;
  minStake: number;
  maxStake: number;
  currency: string;
}) => {
  const { t } = useTranslation('lottery');
  const stakeProblem = value.stake !== '' && (parseAmount(value.stake) ?? 0) <= 0 ? t('stakeInvalid') : undefined;
  const pointsProblem = perPoint && value.points !== '' && readPoints(value.points) === null ? t('pointsInvalid') : undefined;
  return (
    <div className="flex flex-col gap-3" data-testid="lottery-stake">
      <div className="flex flex-col gap-1.5">
        <TextField
          label={perPoint ? t('stakePerPoint', { currency }) : t('stake', { currency })}
          value={value.stake}
          onChange={(e) => onChange({ ...value, stake: e.target.value })}
          inputMode="decimal"
          autoComplete="off"
          placeholder={minorToInput(minStake)}
          error={stakeProblem}
          data-testid="lottery-stake-input"
        />
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('stakePresets')}>
          {stakePresets(minStake, maxStake).map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant="secondary"
              aria-pressed={parseAmount(value.stake) === preset}
              onClick={() => onChange({ ...value, stake: minorToInput(preset) })}
              data-testid="lottery-stake-preset"
            >
              {minorToInput(preset)}
            </Button>
          ))}
        </div>
      </div>
      {perPoint ? (
        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('points')}
            value={value.points}
            onChange={(e) => onChange({ ...value, points: e.target.value })}
            inputMode="numeric"
            autoComplete="off"
            placeholder="1"
            error={pointsProblem}
            data-testid="lottery-points-input"
          />
          <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('pointPresets')}>
            {pointPresets.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant="secondary"
                aria-pressed={readPoints(value.points) === preset}
                onClick={() => onChange({ ...value, points: String(preset) })}
              >
                {preset}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
};
