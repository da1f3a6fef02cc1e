import { Field, Select } from '@gp/ui';

type FilterOption<V extends string> = { value: V; label: string };

export type FilterSelectProps<V extends string> = {
  label: string;
  /** The first option, matching everything (value ''). */
  anyLabel: string;
  value: V | '';
  options: readonly FilterOption<V>[];
  onChange: (value: V | '') => void;
  testId: string;
};

/** A labelled drop-down that narrows a list, with an "any" choice first. */
export const FilterSelect = <V extends string>({ label, anyLabel, value, options, onChange, testId }: FilterSelectProps<V>) => (
  <Field label={label}>
    <Select value={value} options={[{ value: '', label: anyLabel }, ...options]} onChange={(e) => onChange(e.target.value as V | '')} data-testid={testId} />
  </Field>
);
