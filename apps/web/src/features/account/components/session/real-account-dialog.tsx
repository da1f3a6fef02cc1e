import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@gp/ui';
import { closeRealAccountDialog, useRealAccountDialogOpen } from './real-account-gate';
import { signOut } from './session-actions';

/**
 * "Trial account needs a real account": register leads to the registration popup (the trial session
 * ends first, so the new member starts clean and the fun money stays with the trial), or stay.
 */
export const RealAccountDialog = () => {
  const { t } = useTranslation();
  const open = useRealAccountDialogOpen();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const register = async () => {
    setBusy(true);
    try {
      await signOut(queryClient);
    } finally {
      setBusy(false);
      closeRealAccountDialog();
      void navigate({ to: '/register' });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) closeRealAccountDialog();
      }}
      title={t('site:trial.title')}
      description={t('site:trial.needsRealAccount')}
      actions={
        <>
          <Button variant="secondary" onClick={closeRealAccountDialog} disabled={busy} data-testid="real-account-confirm">
            {t('site:trial.confirm')}
          </Button>
          <Button onClick={() => void register()} loading={busy} data-testid="real-account-register" autoFocus>
            {t('site:register')}
          </Button>
        </>
      }
    >
      <span data-testid="real-account-dialog" hidden />
    </Dialog>
  );
};
