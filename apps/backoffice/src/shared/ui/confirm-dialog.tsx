import { Button } from '@gp/ui';
import { useState, type ReactNode } from 'react';
import { ActionDialog } from './action-dialog';

export type ConfirmDialogProps = {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId: string;
};

/** "Are you sure?" before a money action; a refusal is shown by the caller's feedback. */
export const ConfirmDialog = ({ title, children, confirmLabel, onConfirm, onClose, testId }: ConfirmDialogProps) => {
  const [busy, setBusy] = useState(false);
  return (
    <ActionDialog
      title={title}
      busy={busy}
      onClose={onClose}
      action={
        <Button
          type="button"
          loading={busy}
          data-testid={testId}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => setBusy(false));
          }}
        >
          {confirmLabel}
        </Button>
      }
    >
      {children}
    </ActionDialog>
  );
};
