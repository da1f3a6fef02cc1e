import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { TextField } from '../../../../shared/form/text-field';
import { randomDigits, readManyDigits } from './pick-helpers';

export type DigitsEntryProps = {
  digits: number;
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
  max: number;
};

/**
 * Numbers of a fixed length (3D, 4D, 6D) typed on the phone's number pad: several at once separated
 * by spaces or commas, each becoming its own line; "random" adds one. The chosen numbers are a list
 * of removable chips.
 */
export const DigitsEntry = ({ digits, picks, onPicks, max }: DigitsEntryProps) => {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const listId = useId();

  const add = (numbers: readonly string[]) => onPicks([...new Set([...picks, ...numbers])].slice(0, max));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readManyDigits(text, digits);
    if (read.numbers.length === 0 || read.rejected) {
      setError(t('digitsProblem', { digits }));
      return;
    }
    setError(undefined);
    add(read.numbers);
    setText('');
  };

  return (
    <div className="flex flex-col gap-2">
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <TextField
          label={t('digitsLabel', { digits })}
          hint={t('digitsHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={'0'.repeat(digits)}
          error={error}
          className="font-mono"
          data-testid="lottery-digits-input"
          end={
            <Button type="submit" size="sm" data-testid="lottery-digits-add">
              {t('add')}
            </Button>
          }
        />
      </form>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => add([randomDigits(digits)])} disabled={picks.length >= max} data-testid="lottery-random">
          {t('random')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onPicks([])} disabled={picks.length === 0} data-testid="lottery-clear">
          {t('clear')}
        </Button>
      </div>
      {picks.length > 0 ? (
        <ul id={listId} className="flex flex-wrap gap-1.5" aria-label={t('chosenNumbers')} data-testid="lottery-digit-picks">
          {picks.map((pick) => (
            <li key={pick}>
              <button
                type="button"
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary bg-primary/10 px-3 font-mono text-sm font-semibold tracking-widest focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onPicks(picks.filter((p) => p !== pick))}
                aria-label={t('removeNumber', { number: pick })}
              >
                {pick}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
