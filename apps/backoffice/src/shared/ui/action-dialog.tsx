import { Button, Dialog } from '@gp/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ActionDialogProps = {
  title: string;
  description?: ReactNode;
  /** While the action runs the dialog cannot be closed. */
  busy: boolean;
  onClose: () => void;
  /** The button that performs the action, shown after Cancel. */
  action: ReactNode;
  children?: ReactNode;
};

/** A cashier dialog with Cancel and one action button; closing is refused while the action runs. */
export const ActionDialog = ({ title, description, busy, onClose, action, children }: ActionDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Dialog>
  );
};
