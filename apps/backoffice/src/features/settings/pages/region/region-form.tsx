import type { languages } from '@gp/contracts';
import { Field, Textarea } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { LocalizedTextFields } from '../../components/localized-text-fields';
import { messageFormValues, messageLanguagesFor } from '../../components/message-languages-for';
import { SettingsForm } from '../../components/settings-form';
import type { SettingsFormContext } from '../../components/settings-screen';
import { useSettingsForm } from '../../components/use-settings-form';
import { regionFormSchema, toRegionForm } from './region-form-schema';

type Props = SettingsFormContext<'region'> & { languages: readonly (typeof languages)[number][] };

export const RegionForm = ({ doc, canWrite, save, feedback, languages }: Props) => {
  const { t } = useTranslation();
  const shown = messageLanguagesFor(languages, doc.value.message);
  const { form, onSubmit } = useSettingsForm({
    schema: regionFormSchema,
    defaultValues: toRegionForm(doc.value, messageFormValues(shown, doc.value.message)),
    save,
  });
  const { register, formState } = form;
  const err = useErrorText(formState.errors);
  const ids = testIds.region;

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.region}
      feedback={feedback}
    >
      <Field label={t('region.blockedCountries')} hint={t('region.blockedCountriesHint')} error={err('blockedCountries')}>
        <Textarea
          {...register('blockedCountries')}
          rows={2}
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase"
          data-testid={ids.blockedCountries}
        />
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field label={t('region.blockedIpRanges')} hint={t('region.ipRangesHint')} error={err('blockedIpRanges')}>
          <Textarea {...register('blockedIpRanges')} rows={6} dir="ltr" spellCheck={false} className="font-mono" data-testid={ids.blockedIpRanges} />
        </Field>
        <Field label={t('region.allowedIpRanges')} hint={t('region.allowedIpRangesHint')} error={err('allowedIpRanges')}>
          <Textarea {...register('allowedIpRanges')} rows={6} dir="ltr" spellCheck={false} className="font-mono" data-testid={ids.allowedIpRanges} />
        </Field>
      </div>
      <LocalizedTextFields
        legend={t('region.message')}
        hint={t('region.messageHint')}
        languages={shown}
        register={(code) => register(`message.${code}`)}
        errorFor={(code) => err(`message.${code}`)}
        testIdPrefix={ids.messagePrefix}
      />
    </SettingsForm>
  );
};
