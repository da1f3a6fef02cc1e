import { Field, Fieldset, Input } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../../settings/components/settings-form';
import type { SettingsFormContext } from '../../../settings/components/settings-screen';
import { useSettingsForm } from '../../../settings/components/use-settings-form';
import { cashierFormSchema, cashierMoneyFields, cashierNumberFields, toCashierForm } from './cashier-form-schema';

const ids = testIds.cashierSettings;

/** Withdrawal and transfer limits, turnover, auto-confirm, the four-eyes threshold, reality-check choices. */
export const CashierForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'cashier'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: cashierFormSchema, defaultValues: toCashierForm(doc.value), save });
  const { register, formState } = form;
  const err = useErrorText(formState.errors);

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.cashier}
      feedback={feedback}
    >
      <Fieldset legend={t('cashierSettings.amounts')} hint={t('cashierSettings.amountsHelp')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {cashierMoneyFields.map((name) => (
            <Field key={name} label={t(`cashierSettings.${name}`)} hint={t(`cashierSettings.hint.${name}`)} required error={err(name)}>
              <Input {...register(name)} inputMode="decimal" dir="ltr" autoComplete="off" data-testid={`${ids.fieldPrefix}${name}`} />
            </Field>
          ))}
        </div>
      </Fieldset>
      <Fieldset legend={t('cashierSettings.rules')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {cashierNumberFields.map(({ name, unit }) => (
            <Field key={name} label={t(`cashierSettings.${name}`)} hint={t(`cashierSettings.unit.${unit}`)} required error={err(name)}>
              <Input
                {...register(name)}
                inputMode={name === 'turnoverMultiple' ? 'decimal' : 'numeric'}
                dir="ltr"
                autoComplete="off"
                data-testid={`${ids.fieldPrefix}${name}`}
              />
            </Field>
          ))}
          <Field label={t('cashierSettings.realityCheckMinutes')} hint={t('cashierSettings.realityCheckHint')} required error={err('realityCheckMinutes')}>
            <Input {...register('realityCheckMinutes')} dir="ltr" autoComplete="off" data-testid={`${ids.fieldPrefix}realityCheckMinutes`} />
          </Field>
        </div>
      </Fieldset>
    </SettingsForm>
  );
};
