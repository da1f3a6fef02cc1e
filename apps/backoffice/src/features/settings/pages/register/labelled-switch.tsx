import { Switch } from '@gp/ui';
import { useId } from 'react';

export type LabelledSwitchProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
  name: string;
  disabled?: boolean;
  testId: string;
};

/** A switch with a short label beside it, compact enough for three in a row at 360 px. */
export const LabelledSwitch = ({ label, checked, onCheckedChange, onBlur, name, disabled, testId }: LabelledSwitchProps) => {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <Switch id={id} name={name} checked={checked} onCheckedChange={onCheckedChange} onBlur={onBlur} disabled={disabled} data-testid={testId} />
      <label htmlFor={id} className="text-sm text-fg">
        {label}
      </label>
    </div>
  );
};
