import * as Label from '@radix-ui/react-label';
import { useId, useMemo, type ReactNode } from 'react';
import { cx } from './cx';
import { FieldContext } from './field-context';

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Defaults to a generated id; pass one when something else must point at the control. */
  id?: string;
  className?: string;
  children: ReactNode;
};

export const Field = ({ label, hint, error, required = false, id, className, children }: FieldProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const value = useMemo(
    () => ({
      id: controlId,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid: Boolean(error),
      required,
    }),
    [controlId, hintId, errorId, error, required],
  );

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={controlId} className="text-sm font-medium text-fg">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label.Root>
      <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
};
