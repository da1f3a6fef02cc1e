import { useId, useState } from 'react';
import { parseStake, stakeInputText } from '../format/numbers';
import { useLocale } from '../i18n/locale';

/** Amounts the quick buttons add to the stake, in minor units. */
export const quickAmounts = [1_000, 5_000, 10_000] as const;

type Props = { label: string; value: number | null; onChange: (minor: number | null) => void; testId: string };

/**
 * A stake: typed (either decimal sign, the language's digits) or built with the quick amounts. The
 * field keeps the text as typed; the slip gets minor units, or null while the text is not an amount.
 */
export const StakeField = ({ label, value, onChange, testId }: Props) => {
  const { money, count, t } = useLocale();
  const id = useId();
  const [text, setText] = useState(value === null ? '' : stakeInputText(value));
  const invalid = text.trim() !== '' && parseStake(text) === null;
  const set = (next: string) => {
    setText(next);
    onChange(parseStake(next));
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-fg-muted">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-1.5">
        <input
          id={id}
          data-testid={testId}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(event) => set(event.target.value)}
          className="min-h-11 w-28 rounded-md border border-border-strong bg-surface px-2 text-end tabular-nums text-fg aria-invalid:border-danger"
        />
        {quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            data-testid={`${testId}-quick-${amount}`}
            aria-label={t('sports.slip.quickAmount', { amount: money(amount) })}
            onClick={() => set(stakeInputText((parseStake(text) ?? 0) + amount))}
            className="min-h-11 min-w-11 rounded-md border border-border bg-muted px-2 text-sm font-semibold hover:bg-surface-raised"
          >
            +{count(amount / 100)}
          </button>
        ))}
      </div>
    </div>
  );
};
