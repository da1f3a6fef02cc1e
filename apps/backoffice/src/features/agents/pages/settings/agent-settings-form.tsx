import { Field, Input } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../../settings/components/settings-form';
import type { SettingsFormContext } from '../../../settings/components/settings-screen';
import { useSettingsForm } from '../../../settings/components/use-settings-form';
import { agentSettingsFormSchema, toAgentSettingsForm } from './agent-settings-form-schema';

const fields = [
  { name: 'activeMemberMinValidBet', inputMode: 'decimal' },
  { name: 'dividendConfirmGraceHours', inputMode: 'numeric' },
  { name: 'offerExpiryHours', inputMode: 'numeric' },
] as const;

/** The rules every contract settlement applies: who counts as active, how long offers and dividend confirmations wait. */
export const AgentSettingsForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'agentContracts'>) => {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsForm({ schema: agentSettingsFormSchema, defaultValues: toAgentSettingsForm(doc.value), save });
  const { register, formState } = form;
  const err = useErrorText(formState.errors);
  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.agentContracts}
      feedback={feedback}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {fields.map(({ name, inputMode }) => (
          <Field key={name} label={t(`agentSettings.${name}`)} hint={t(`agentSettings.hint.${name}`)} required error={err(name)}>
            <Input {...register(name)} inputMode={inputMode} dir="ltr" autoComplete="off" data-testid={`agent-settings-${name}`} />
          </Field>
        ))}
      </div>
    </SettingsForm>
  );
};
