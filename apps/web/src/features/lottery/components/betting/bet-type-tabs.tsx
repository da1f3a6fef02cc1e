import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';

export type BetTypeTab = { type: string; odds: number | null };

/** The bet types as a row of toggle buttons, each with its odds; the row scrolls sideways on a phone. */
export const BetTypeTabs = ({
  tabs,
  value,
  onChange,
  formatOdds,
}: {
  tabs: readonly BetTypeTab[];
  value: string;
  onChange: (type: string) => void;
  formatOdds: (odds: number) => string;
}) => {
  const { t } = useTranslation('lottery');
  return (
    <div role="group" aria-label={t('betType')} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1" data-testid="lottery-bet-types">
      {tabs.map((tab) => {
        const pressed = tab.type === value;
        return (
          <button
            key={tab.type}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(tab.type)}
            data-testid="lottery-bet-type"
            data-type={tab.type}
            className={cx(
              'flex min-h-11 shrink-0 flex-col items-center justify-center rounded-md border px-3 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              pressed ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong bg-surface hover:bg-muted',
            )}
          >
            <span className="whitespace-nowrap font-semibold">{t(`type.${tab.type}`)}</span>
            {tab.odds !== null ? (
              <span className={cx('whitespace-nowrap text-xs tabular-nums', pressed ? 'text-primary-fg' : 'text-fg-muted')}>
                {t('oddsValue', { odds: formatOdds(tab.odds) })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
};
