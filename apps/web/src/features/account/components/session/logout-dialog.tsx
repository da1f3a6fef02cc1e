import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@gp/ui';
import { signOut } from './session-actions';

/** Logout asks for confirmation, clears the session and returns home. */
export const LogoutDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await signOut(queryClient);
    } finally {
      setBusy(false);
      onClose();
      void navigate({ to: '/' });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={t('site:session.logoutTitle')}
      description={t('site:session.logoutQuestion')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-testid="logout-cancel">
            {t('site:session.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy} data-testid="logout-confirm">
            {t('site:session.logout')}
          </Button>
        </>
      }
    />
  );
};
