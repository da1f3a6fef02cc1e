import { Input } from '@gp/ui';
import { useState } from 'react';

export type OrderInputProps = { value: number; label: string; testId: string; disabled?: boolean; onCommit: (value: number) => void };

/** A sort order edited in place; saved on blur or Enter when it changed and is a whole number 0..1,000,000. */
export const OrderInput = ({ value, label, testId, disabled, onCommit }: OrderInputProps) => {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = () => {
    const next = Number(draft);
    if (!Number.isInteger(next) || next < 0 || next > 1_000_000) return setDraft(String(value));
    if (next !== value) onCommit(next);
  };
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      max={1_000_000}
      aria-label={label}
      value={draft}
      disabled={disabled}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      className="w-24"
      data-testid={testId}
    />
  );
};
