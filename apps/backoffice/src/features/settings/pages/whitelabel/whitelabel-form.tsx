import { whitelabelFlagNames, whitelabelSettings } from '@gp/contracts';
import { SwitchField } from '@gp/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../components/settings-form';
import type { SettingsFormContext } from '../../components/settings-screen';
import { useSettingsForm } from '../../components/use-settings-form';

export const WhitelabelForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'whitelabel'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: whitelabelSettings, defaultValues: doc.value, save });
  const { control, formState } = form;

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.whitelabel}
      feedback={feedback}
    >
      <ul className="divide-y divide-border">
        {whitelabelFlagNames.map((flag) => (
          <li key={flag}>
            <Controller
              control={control}
              name={flag}
              render={({ field }) => (
                <SwitchField
                  label={t(`whitelabel.flag.${flag}`)}
                  description={t(`whitelabel.flagHelp.${flag}`)}
                  badge={flag}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  disabled={!canWrite}
                  data-testid={`${testIds.whitelabel.flagPrefix}${flag}`}
                />
              )}
            />
          </li>
        ))}
      </ul>
    </SettingsForm>
  );
};
