import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export type FieldsetProps = {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** Groups related controls (checkbox lists, one message per language) under one legend and error. */
export const Fieldset = ({ legend, hint, error, className, children }: FieldsetProps) => {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} className={cx('flex min-w-0 flex-col gap-2', className)}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
