import * as Label from '@radix-ui/react-label';
import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import { Switch, type SwitchProps } from './switch';

export type SwitchFieldProps = Omit<SwitchProps, 'id' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Small print beside the label, e.g. a technical name. */
  badge?: ReactNode;
  id?: string;
};

/** A switch with its label and one-line explanation, as one row. */
export const SwitchField = ({ label, description, badge, id, className, ...rest }: SwitchFieldProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cx('flex items-start justify-between gap-4 py-3', className)}>
      <div className="min-w-0 flex-1">
        <Label.Root htmlFor={controlId} className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-fg">
          {label}
          {badge ? <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-fg-muted">{badge}</span> : null}
        </Label.Root>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-fg-muted">
            {description}
          </p>
        ) : null}
      </div>
      <Switch {...rest} id={controlId} aria-describedby={descriptionId} className="mt-0.5" />
    </div>
  );
};
