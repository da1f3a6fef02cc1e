import { useLocale } from '../../i18n/locale';

const button = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border px-3 font-semibold disabled:opacity-50';

/** The bullet's cost, one rung of the room's ladder at a time. */
export const BulletPicker = ({
  costs,
  value,
  onChange,
  canAfford,
}: {
  costs: readonly number[];
  value: number;
  onChange: (cost: number) => void;
  canAfford: (cost: number) => boolean;
}) => {
  const { t, money } = useLocale();
  const index = costs.indexOf(value);
  const lower = index > 0 ? costs[index - 1] : undefined;
  const higher = index >= 0 && index < costs.length - 1 ? costs[index + 1] : undefined;
  return (
    <div role="group" aria-labelledby="bullet-cost-label" className="flex items-center gap-1">
      <span id="bullet-cost-label" className="text-sm text-fg-muted">
        {t('fish.bulletCost')}
      </span>
      <button
        type="button"
        className={button}
        disabled={lower === undefined}
        onClick={() => lower !== undefined && onChange(lower)}
        aria-label={t('fish.bulletDown')}
        data-testid="bullet-down"
      >
        −
      </button>
      <output className={`min-w-16 text-center font-bold tabular-nums ${canAfford(value) ? '' : 'text-danger'}`} aria-live="polite" data-testid="bullet-cost">
        {money(value)}
      </output>
      <button
        type="button"
        className={button}
        disabled={higher === undefined}
        onClick={() => higher !== undefined && onChange(higher)}
        aria-label={t('fish.bulletUp')}
        data-testid="bullet-up"
      >
        +
      </button>
    </div>
  );
};

/** Fire at the locked fish, and the auto-fire switch. */
export const FireButtons = ({ onFire, auto, onAuto, disabled }: { onFire: () => void; auto: boolean; onAuto: (on: boolean) => void; disabled: boolean }) => {
  const { t } = useLocale();
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="min-h-11 rounded-md bg-primary px-5 font-semibold text-primary-fg disabled:opacity-50"
        onClick={onFire}
        disabled={disabled}
        data-testid="fire"
      >
        {t('fish.fire')}
      </button>
      <button
        type="button"
        role="switch"
        aria-checked={auto}
        className={`${button} ${auto ? 'border-primary bg-primary/15 text-fg' : ''}`}
        onClick={() => onAuto(!auto)}
        disabled={disabled}
        data-testid="auto-fire"
      >
        <span aria-hidden="true" className={`me-2 inline-block size-3 rounded-full ${auto ? 'bg-success' : 'bg-border'}`} />
        {t('fish.autoFire')}
      </button>
    </div>
  );
};
