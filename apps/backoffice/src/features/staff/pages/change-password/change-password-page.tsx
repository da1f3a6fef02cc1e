import { Alert, Button, Card } from '@gp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../../../../app/session/session-keys';
import { SignOutButton } from '../../../../app/session/sign-out-button';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title';
import { testIds } from '../../../../shared/test-ids';
import { ChangePasswordForm } from './change-password-form';

/**
 * A page of its own, outside the signed-in shell: a session holding a temporary password may call
 * nothing else (the server answers PASSWORD_CHANGE_REQUIRED), so the shell could not even load.
 */
export const ChangePasswordPage = () => {
  const { t } = useTranslation();
  const { required } = useSearch({ from: '/change-password' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useDocumentTitle(t('changePassword.title'));

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.staff });
    await navigate({ to: '/', replace: true });
  };

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="mb-2 text-center text-sm font-medium text-fg-muted">{t('app.name')}</p>
        <Card>
          <h1 className="mb-4 text-xl font-semibold text-fg">{t('changePassword.title')}</h1>
          {required ? (
            <Alert tone="warning" className="mb-4" data-testid={testIds.changePassword.required}>
              {t('changePassword.required')}
            </Alert>
          ) : null}
          <ChangePasswordForm onChanged={() => void changed()} />
          <div className="mt-4">
            {required ? (
              <SignOutButton />
            ) : (
              <Button variant="secondary" className="w-full" onClick={() => void navigate({ to: '/' })}>
                {t('changePassword.back')}
              </Button>
            )}
          </div>
        </Card>
      </div>
    </main>
  );
};
