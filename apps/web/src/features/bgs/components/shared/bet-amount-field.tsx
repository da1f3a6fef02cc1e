import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { TextField } from '../../../../shared/form/text-field';
import { minorToInput, parseAmount } from '../../../cashier/components/deposit/parse-amount';

export type BetAmountFieldProps = {
  /** What the player typed; the parent keeps it so a bet button can read it. */
  text: string;
  onText: (text: string) => void;
  /** Bounds in minor units (server limits, or the demo's). */
  min: number;
  max: number;
  symbol: string;
  disabled?: boolean;
};

/** The problem with the typed amount, or undefined when it is a valid bet in minor units. */
export const betAmountProblem = (text: string, min: number, max: number, t: (key: string, options?: Record<string, string>) => string): string | undefined => {
  if (text === '') return t('bgs:amountRequired');
  const amount = parseAmount(text);
  if (amount === null) return t('bgs:amountInvalid');
  if (amount < min) return t('bgs:amountBelowMin', { min: minorToInput(min) });
  if (amount > max) return t('bgs:amountAboveMax', { max: minorToInput(max) });
  return undefined;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The stake: two decimals typed, halve and double buttons; minor units are what goes on the wire. */
export const BetAmountField = ({ text, onText, min, max, symbol, disabled = false }: BetAmountFieldProps) => {
  const { t } = useTranslation('bgs');
  const amount = parseAmount(text) ?? min;
  const problem = text === '' ? undefined : betAmountProblem(text, min, max, t);
  const step = (factor: number) => onText(minorToInput(clamp(Math.round(amount * factor), min, max)));
  return (
    <TextField
      label={t('betAmount', { symbol })}
      value={text}
      onChange={(event) => onText(event.target.value)}
      inputMode="decimal"
      autoComplete="off"
      placeholder={minorToInput(min)}
      error={problem}
      disabled={disabled}
      data-testid="bgs-bet-amount"
      end={
        <>
          <Button size="sm" variant="secondary" onClick={() => step(0.5)} disabled={disabled} aria-label={t('halveBet')}>
            ½
          </Button>
          <Button size="sm" variant="secondary" onClick={() => step(2)} disabled={disabled} aria-label={t('doubleBet')}>
            2×
          </Button>
        </>
      }
    />
  );
};
