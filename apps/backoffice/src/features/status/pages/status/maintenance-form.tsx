import type { languages } from '@gp/contracts';
import { Field, Input, Select } from '@gp/ui';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../../../shared/format/browser-time-zone';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { LocalizedTextFields } from '../../../settings/components/localized-text-fields';
import { messageFormValues, messageLanguagesFor } from '../../../settings/components/message-languages-for';
import { SettingsForm } from '../../../settings/components/settings-form';
import type { SettingsFormContext } from '../../../settings/components/settings-screen';
import { useSettingsForm } from '../../../settings/components/use-settings-form';
import { maintenanceFormSchema, maintenanceModes, toMaintenanceForm } from './maintenance-form-schema';

type Props = SettingsFormContext<'maintenance'> & { languages: readonly (typeof languages)[number][] };

export const MaintenanceForm = ({ doc, canWrite, save, feedback, languages }: Props) => {
  const { t } = useTranslation();
  const shown = messageLanguagesFor(languages, doc.value.message);
  const { form, onSubmit } = useSettingsForm({
    schema: maintenanceFormSchema,
    defaultValues: toMaintenanceForm(doc.value, messageFormValues(shown, doc.value.message)),
    save,
  });
  const { register, control, formState } = form;
  const err = useErrorText(formState.errors);
  const mode = useWatch({ control, name: 'mode' });
  const ids = testIds.maintenance;

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.maintenance}
      feedback={feedback}
    >
      <Field label={t('maintenance.mode')} hint={t(`maintenance.modeHint.${mode}`)} error={err('mode')}>
        <Select {...register('mode')} data-testid={ids.mode} options={maintenanceModes.map((m) => ({ value: m, label: t(`maintenance.mode.${m}`) }))} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('maintenance.startAt')}
          hint={t('maintenance.timeZoneHint', { zone: browserTimeZone() })}
          required={mode === 'scheduled'}
          error={err('startAt')}
        >
          <Input type="datetime-local" {...register('startAt')} data-testid={ids.startAt} />
        </Field>
        <Field label={t('maintenance.endAt')} hint={t('maintenance.endAtHint')} required={mode === 'scheduled'} error={err('endAt')}>
          <Input type="datetime-local" {...register('endAt')} data-testid={ids.endAt} />
        </Field>
      </div>
      <LocalizedTextFields
        legend={t('maintenance.message')}
        hint={t('maintenance.messageHint')}
        languages={shown}
        register={(code) => register(`message.${code}`)}
        errorFor={(code) => err(`message.${code}`)}
        testIdPrefix={ids.messagePrefix}
      />
    </SettingsForm>
  );
};
