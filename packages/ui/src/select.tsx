import type { ComponentProps } from 'react';
import { controlClass } from './control-class';
import { cx } from './cx';
import { controlAria, useFieldControl } from './field-context';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
  /** Shown first with an empty value, e.g. "Choose…". */
  placeholder?: string;
  wrapperClassName?: string;
};

/**
 * A styled native select. Native on purpose: it needs no injected <style> (Radix Select does, which
 * a strict `style-src 'self'` refuses), gives phones their own picker at 360 px, and works with
 * react-hook-form's register and Playwright's selectOption as is.
 */
export const Select = ({ options, placeholder, className, wrapperClassName, id, 'aria-describedby': describedBy, ...rest }: SelectProps) => {
  const field = useFieldControl();
  return (
    <div className={cx('relative', wrapperClassName)}>
      <select
        {...rest}
        {...controlAria(field, { id, 'aria-describedby': describedBy })}
        className={controlClass(Boolean(field?.invalid), cx('min-h-11 appearance-none pe-9', className))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        fill="currentColor"
      >
        <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.06l3.71-3.83a.75.75 0 1 1 1.08 1.04l-4.25 4.39a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z" />
      </svg>
    </div>
  );
};
