import { useTranslation } from 'react-i18next';
import { recordDatePresets } from '@gp/contracts';
import { Field, Input, Select } from '@gp/ui';
import type { PeriodFilter } from '../../api/records-api';

/** Date presets, all looking back (today, yesterday, the last 7 or 30 days), or a custom from/to. */
export const PeriodFilterFields = ({ value, onChange, testId }: { value: PeriodFilter; onChange: (next: PeriodFilter) => void; testId: string }) => {
  const { t } = useTranslation();
  const options = [
    ...recordDatePresets.map((p) => ({ value: p, label: t(`cashier:records.preset.${p}`) })),
    { value: 'custom', label: t('cashier:records.preset.custom') },
  ];
  return (
    <>
      <Field label={t('cashier:records.period')} className="sm:w-48">
        <Select
          value={value.preset}
          options={options}
          onChange={(e) => {
            const preset = e.target.value;
            onChange(preset === 'custom' ? { preset: 'custom', from: '', to: '' } : { preset: preset as (typeof recordDatePresets)[number] });
          }}
          data-testid={`${testId}-preset`}
        />
      </Field>
      {value.preset === 'custom' ? (
        <>
          <Field label={t('cashier:records.from')} className="sm:w-44">
            <Input
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              data-testid={`${testId}-from`}
            />
          </Field>
          <Field label={t('cashier:records.to')} className="sm:w-44">
            <Input
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              data-testid={`${testId}-to`}
            />
          </Field>
        </>
      ) : null}
    </>
  );
};
