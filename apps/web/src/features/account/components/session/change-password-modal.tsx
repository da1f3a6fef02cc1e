import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@gp/ui';
import { changePassword } from '../../api/security-api';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { replaceToken, readFlags } from './session-store';
import { signOut } from './session-actions';

type Errors = { oldPassword?: string; newPassword?: string; confirmNewPassword?: string };

/**
 * The forced password change (default or expired password). It cannot be
 * dismissed: the member changes the password or signs out. The answer's new token replaces the old
 * one (the server ended every other session).
 */
export const ChangePasswordModal = ({ open }: { open: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('site:validation.required');
    const found: Errors = {
      ...(oldPassword ? {} : { oldPassword: required }),
      ...(newPassword ? {} : { newPassword: required }),
      ...(confirmNewPassword
        ? confirmNewPassword === newPassword
          ? {}
          : { confirmNewPassword: t('site:validation.mismatch') }
        : { confirmNewPassword: required }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await changePassword({ oldPassword, newPassword, confirmNewPassword });
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
      replaceToken(answer.token, answer.expiresAt, { ...readFlags(), mustChangePassword: false });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut(queryClient);
    } finally {
      setLeaving(false);
      void navigate({ to: '/' });
    }
  };

  return (
    // Escape and the backdrop do nothing: the only ways out are the two buttons.
    <Dialog open={open} onOpenChange={() => undefined} title={t('site:password.forcedTitle')} description={t('site:password.forcedIntro')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="change-password-form">
        <ErrorBanner error={failure} data-testid="change-password-error" />
        <PasswordField
          label={t('site:password.old')}
          name="oldPassword"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={errors.oldPassword}
          required
          data-testid="change-password-old"
        />
        <PasswordField
          label={t('site:password.new')}
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={errors.newPassword}
          required
          data-testid="change-password-new"
        />
        <PasswordField
          label={t('site:password.confirm')}
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirmNewPassword}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirmNewPassword}
          required
          data-testid="change-password-confirm"
        />
        <SubmitButton busy={busy} disabled={leaving} data-testid="change-password-submit">
          {t('site:password.submit')}
        </SubmitButton>
        <Button variant="ghost" onClick={() => void leave()} loading={leaving} disabled={busy} data-testid="change-password-logout">
          {t('site:session.logout')}
        </Button>
      </form>
    </Dialog>
  );
};
