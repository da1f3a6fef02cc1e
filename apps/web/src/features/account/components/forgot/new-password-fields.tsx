import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, type FieldErrors } from '../register/field-errors';
import { registerSettingsQuery } from '../../queries/register-queries';
import { PasswordField } from '../../../../shared/form/password-field';
import { newPasswordErrors } from './password-rule';

type NewPasswordName = 'newPassword' | 'confirmNewPassword';

/** The part of a `useFieldForm` these two fields read and write. */
type NewPasswordForm = {
  values: Record<NewPasswordName, string>;
  errors: FieldErrors;
  set: (name: NewPasswordName, value: string) => void;
  blur: (name: NewPasswordName) => void;
};

/** The new-password check under the merchant's password rule, once the register settings have loaded. */
export const useNewPasswordCheck = () => {
  const rule = useQuery(registerSettingsQuery).data?.fields.password.validation ?? null;
  return (values: Record<NewPasswordName, string>): FieldErrors => newPasswordErrors(rule, values.newPassword, values.confirmNewPassword);
};

const fields = [
  { name: 'newPassword', label: 'site:fields.newPassword', testId: 'new-password' },
  { name: 'confirmNewPassword', label: 'site:fields.confirmNewPassword', testId: 'confirm-password' },
] as const;

/** A new password and its confirmation; test ids are `${testIdPrefix}-new-password` and `${testIdPrefix}-confirm-password`. */
export const NewPasswordFields = ({ form, testIdPrefix }: { form: NewPasswordForm; testIdPrefix: string }) => {
  const { t } = useTranslation();
  return fields.map(({ name, label, testId }) => (
    <PasswordField
      key={name}
      label={t(label)}
      name={name}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value)}
      onBlur={() => form.blur(name)}
      error={fieldErrorText(t, form.errors[name])}
      required
      autoComplete="new-password"
      data-testid={`${testIdPrefix}-${testId}`}
    />
  ));
};
