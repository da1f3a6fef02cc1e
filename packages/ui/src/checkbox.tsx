import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
};

/** A native checkbox with its label; the whole row is the click target. */
export const Checkbox = ({ label, id, className, ...rest }: CheckboxProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <label htmlFor={controlId} className={cx('flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted', className)}>
      <input {...rest} id={controlId} type="checkbox" className="size-5 shrink-0 accent-primary disabled:cursor-not-allowed" />
      <span className="min-w-0 text-sm text-fg">{label}</span>
    </label>
  );
};
