import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Field, Textarea, type ButtonVariant } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { contractTestIds as ids } from './contract-test-ids';

export type ActionDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** What the agent must know before it confirms (terms, warnings). */
  children?: ReactNode;
  /** Shows an optional reason field with this label. */
  reasonLabel?: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  /** The last failure (the server's translated message is shown). */
  error: unknown;
  onConfirm: (reason: string) => void;
};

/**
 * A confirm step for every contract action, with an optional reason (max 200 characters, as the API).
 * Cancelling clears the reason; owners give it a `key` per target so another target starts empty.
 */
export const ActionDialog = ({
  open,
  onClose,
  title,
  description,
  children,
  reasonLabel,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  error,
  onConfirm,
}: ActionDialogProps) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const cancel = () => {
    setReason('');
    onClose();
  };
  return (
    // While an action runs the dialog stays open (Escape and the backdrop wait for the answer).
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : cancel())} title={title} description={description}>
      {/* Only the open dialog holds its fields and buttons, so their test ids are unique on the page. */}
      {open ? (
        <>
          {children}
          {reasonLabel ? (
            <Field label={reasonLabel} hint={t('agentContracts:reasonHint')}>
              <Textarea value={reason} maxLength={200} rows={3} onChange={(e) => setReason(e.target.value)} data-testid={ids.dialogReason} />
            </Field>
          ) : null}
          <ErrorBanner error={error} data-testid="contract-dialog-error" />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={cancel} disabled={busy} data-testid={ids.dialogCancel}>
              {t('agentContracts:cancel')}
            </Button>
            <Button variant={confirmVariant} loading={busy} onClick={() => onConfirm(reason.trim())} data-testid={ids.dialogConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
};
