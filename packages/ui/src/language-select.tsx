import { useId } from 'react';
import { cx } from './cx';
import { Select, type SelectOption } from './select';

export type LanguageSelectProps = {
  value: string;
  onChange: (tag: string) => void;
  /** Each language in its own script, e.g. English, हिन्दी, 简体中文. */
  options: readonly SelectOption[];
  /** Names the control; shown only to assistive tech unless `showLabel`. */
  label: string;
  showLabel?: boolean;
  className?: string;
  'data-testid'?: string;
};

export const LanguageSelect = ({ value, onChange, options, label, showLabel = false, className, 'data-testid': testId }: LanguageSelectProps) => {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-fg' : 'sr-only'}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} options={options} data-testid={testId} />
    </div>
  );
};
