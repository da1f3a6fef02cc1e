import type { ReactNode } from 'react';
import { Field, Input, type InputProps } from '@gp/ui';

export type TextFieldProps = Omit<InputProps, 'id'> & {
  label: ReactNode;
  /** The message under the field (already translated); marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something shown at the inline end of the input row, e.g. a "send code" button. */
  end?: ReactNode;
  className?: string;
};

/**
 * A labelled text input with its hint and error text, wired for assistive tech by `Field`. The
 * requirement is shown with a star and announced with aria-required (no browser bubbles).
 */
export const TextField = ({ label, error, hint, end, required = false, className, ...input }: TextFieldProps) => (
  <Field label={label} error={error || undefined} hint={hint} required={required} className={className}>
    {end ? (
      <div className="flex items-center gap-2">
        <Input {...input} className="min-w-0 flex-1" />
        {end}
      </div>
    ) : (
      <Input {...input} />
    )}
  </Field>
);
