import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@gp/ui';
import { resetPassword } from '../../api/password-api';
import { fieldErrorsOfApiError } from '../register/field-errors';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { NewPasswordFields, useNewPasswordCheck } from './new-password-fields';
import { focusFirstInvalid, useFieldForm } from './use-field-form';

/** The link's token is 16-128 characters (contracts `resetPasswordRequest`). */
const usableToken = (token: string) => token.length >= 16 && token.length <= 128;

/** /resetPassword?token=: a new password from the mailed link; afterwards the player logs in again. */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useNewPasswordCheck();
  const form = useFieldForm({ newPassword: '', confirmNewPassword: '' }, check);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!usableToken(token)) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="danger" data-testid="reset-invalid-link">
          {t('errors:RESET_LINK_INVALID')}
        </Alert>
        <Link to="/forgotPassword" className="text-center text-sm font-medium text-primary underline underline-offset-2">
          {t('site:forgot.title')}
        </Link>
      </div>
    );
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" data-testid="reset-done">
          {t('site:reset.done')}
        </Alert>
        <Button onClick={() => void navigate({ to: '/login' })} autoFocus data-testid="reset-login">
          {t('site:login')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const root = event.currentTarget;
    setFailure(null);
    const problems = check(form.values);
    form.setErrors(problems);
    if (focusFirstInvalid(root, ['newPassword', 'confirmNewPassword'], problems)) return;
    setBusy(true);
    try {
      await resetPassword({ token, ...form.values });
      setDone(true);
    } catch (error) {
      const onFields = fieldErrorsOfApiError(error);
      if (onFields && (onFields.newPassword || onFields.confirmNewPassword)) form.setErrors(onFields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="reset-form">
      <NewPasswordFields form={form} testIdPrefix="reset" />
      <ErrorBanner error={failure} data-testid="reset-error" />
      <SubmitButton busy={busy} data-testid="reset-submit">
        {t('site:reset.submit')}
      </SubmitButton>
    </form>
  );
};
