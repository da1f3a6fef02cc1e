import { useId } from 'react';
import { cx } from '@gp/ui';

export type Choice<T extends string> = { value: T; label: string };

/** A row of radio buttons styled as a segmented control (keyboard: arrows, as native radios). */
export const ChoiceGroup = <T extends string>({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  testId,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  testId?: string;
}) => {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled} data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="flex gap-1 rounded-md bg-muted p-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'flex min-h-9 flex-1 cursor-pointer items-center justify-center rounded px-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              choice.value === value ? 'bg-surface font-semibold shadow-sm' : 'text-fg-muted',
            )}
          >
            <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} className="sr-only" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
