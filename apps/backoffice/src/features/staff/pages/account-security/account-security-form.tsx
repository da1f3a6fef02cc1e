import { Field, Input, SwitchField } from '@gp/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../../settings/components/settings-form';
import type { SettingsFormContext } from '../../../settings/components/settings-screen';
import { useSettingsForm } from '../../../settings/components/use-settings-form';
import { accountSecurityFormSchema, accountSecurityNumberFields, toAccountSecurityForm } from './account-security-form-schema';

export const AccountSecurityForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'accountSecurity'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: accountSecurityFormSchema, defaultValues: toAccountSecurityForm(doc.value), save });
  const { register, control, formState } = form;
  const err = useErrorText(formState.errors);

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.accountSecurity}
      feedback={feedback}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {accountSecurityNumberFields.map(({ name, unit }) => (
          <Field key={name} label={t(`accountSecurity.${name}`)} hint={t(`accountSecurity.unit.${unit}`)} required error={err(name)}>
            <Input {...register(name)} inputMode="numeric" autoComplete="off" disabled={!canWrite} data-testid={`account-security-${name}`} />
          </Field>
        ))}
      </div>
      {(['newIpSecondFactor', 'bankNameSecondFactor'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <SwitchField
              label={t(`accountSecurity.${name}`)}
              description={t(`accountSecurity.${name}Help`)}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              disabled={!canWrite}
              data-testid={`account-security-${name}`}
            />
          )}
        />
      ))}
    </SettingsForm>
  );
};
