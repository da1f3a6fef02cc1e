import { useTranslation } from 'react-i18next';
import { Field, Input, Select } from '@gp/ui';
import { agentPeriodPresets, type AgentPeriod, type AgentPeriodPreset, type PeriodProblem } from './agent-period';

export type AgentPeriodFilterProps = {
  value: AgentPeriod;
  onChange: (next: AgentPeriod) => void;
  /** Why a custom range cannot be used yet (from `resolvePeriod`), shown under the dates. */
  problem?: PeriodProblem | null;
  /** Prefix of the test ids: `<testId>-preset`, `<testId>-from`, `<testId>-to`. */
  testId: string;
};

/**
 * The period of an agent-centre report: today, yesterday, last 7 / 30 days, this month (business
 * days of the platform's time zone) or a custom range of days. Lay it out in a flex row.
 */
export const AgentPeriodFilter = ({ value, onChange, problem, testId }: AgentPeriodFilterProps) => {
  const { t } = useTranslation('agent');
  const options = [...agentPeriodPresets.map((p) => ({ value: p, label: t(`period.${p}`) })), { value: 'custom', label: t('period.custom') }];
  const problemText = problem && problem !== 'incomplete' ? t(`period.problem.${problem}`) : undefined;
  return (
    <>
      <Field label={t('period.label')} className="sm:w-44">
        <Select
          value={value.preset}
          options={options}
          onChange={(e) => {
            const preset = e.target.value;
            onChange(preset === 'custom' ? { preset: 'custom', from: '', to: '' } : { preset: preset as AgentPeriodPreset });
          }}
          data-testid={`${testId}-preset`}
        />
      </Field>
      {value.preset === 'custom' ? (
        <>
          <Field label={t('period.from')} className="sm:w-44">
            <Input
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              data-testid={`${testId}-from`}
            />
          </Field>
          <Field label={t('period.to')} className="sm:w-44" error={problemText} hint={problem === 'incomplete' ? t('period.problem.incomplete') : undefined}>
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
