import { registerFieldNames } from '@gp/contracts';
import { useErrorText } from '../../../../shared/forms/use-error-text';
import { testIds } from '../../../../shared/test-ids';
import { SettingsForm } from '../../components/settings-form';
import type { SettingsFormContext } from '../../components/settings-screen';
import { useSettingsForm } from '../../components/use-settings-form';
import { RegisterFieldRow } from './register-field-row';
import { registerFormSchema, toRegisterForm } from './register-form-schema';

export const RegisterForm = ({ doc, canWrite, save, feedback }: SettingsFormContext<'register'>) => {
  const { form, onSubmit } = useSettingsForm({ schema: registerFormSchema, defaultValues: toRegisterForm(doc.value), save });
  const { control, register, setValue, formState } = form;
  const err = useErrorText(formState.errors);

  return (
    <SettingsForm
      onSubmit={onSubmit}
      canWrite={canWrite}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      saveTestId={testIds.settings.save.register}
      feedback={feedback}
    >
      <ul className="divide-y divide-border">
        {registerFieldNames.map((name) => (
          <RegisterFieldRow key={name} name={name} control={control} register={register} setValue={setValue} err={err} canWrite={canWrite} />
        ))}
      </ul>
    </SettingsForm>
  );
};
