import { Button, Dialog } from '@gp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearToken } from '../../shared/http/token-store';
import { testIds } from '../../shared/test-ids';
import { logout } from './auth-api';

/** Asks first, then revokes the session; the local session ends even if the server cannot be reached. */
export const SignOutButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      // Already expired or offline: nothing to revoke that we can reach.
    }
    clearToken();
    queryClient.clear();
    setOpen(false);
    setBusy(false);
    await navigate({ to: '/sign-in' });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid={testIds.layout.signOut} className="w-full">
        {t('layout.signOut')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('layout.signOutTitle')}
        description={t('layout.signOutBody')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void signOut()} loading={busy} data-testid={testIds.layout.signOutConfirm}>
              {t('layout.signOut')}
            </Button>
          </>
        }
      />
    </>
  );
};
