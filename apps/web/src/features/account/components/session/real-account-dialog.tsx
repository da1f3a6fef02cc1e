import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@gp/ui';
import { closeRealAccountDialog, useRealAccountDialogOpen } from './real-account-gate';

/** "Trial account needs a real account", with a confirm button. */
export const RealAccountDialog = () => {
  const { t } = useTranslation();
  const open = useRealAccountDialogOpen();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeRealAccountDialog();
      }}
      title={t('site:trial.title')}
      description={t('site:trial.needsRealAccount')}
      actions={
        <Button onClick={closeRealAccountDialog} data-testid="real-account-confirm" autoFocus>
          {t('site:trial.confirm')}
        </Button>
      }
    >
      <span data-testid="real-account-dialog" hidden />
    </Dialog>
  );
};
