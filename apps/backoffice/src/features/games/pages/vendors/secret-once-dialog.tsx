import { Alert, Button, Dialog, Field, Input } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesTestIds } from '../../games-test-ids';

const ids = gamesTestIds.vendors;

export type SecretOnceDialogProps = { vendorName: string; secret: string; previousValidUntil: string | null; onClose: () => void };

/**
 * The new secret, shown this once: the API never returns it again. A copy button, and a warning
 * that closing the dialog loses it.
 */
export const SecretOnceDialog = ({ vendorName, secret, previousValidUntil, onClose }: SecretOnceDialogProps) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // No clipboard (insecure origin, permission): the field stays selectable by hand.
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('gamesAdmin.secret.title', { name: vendorName })}
      actions={
        <Button type="button" onClick={onClose} data-testid={ids.done}>
          {t('gamesAdmin.secret.done')}
        </Button>
      }
    >
      <Alert tone="warning" title={t('gamesAdmin.secret.onceTitle')}>
        {t('gamesAdmin.secret.onceBody')}
      </Alert>
      <Field label={t('gamesAdmin.secret.label')}>
        <Input dir="ltr" readOnly value={secret} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} data-testid={ids.secret} />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()} data-testid={ids.copy}>
          {t('gamesAdmin.secret.copy')}
        </Button>
        <span role="status" className="text-sm text-fg-muted">
          {copied === 'yes' ? t('gamesAdmin.secret.copied') : copied === 'failed' ? t('gamesAdmin.secret.copyFailed') : ''}
        </span>
      </div>
      {previousValidUntil ? <p className="text-sm text-fg-muted">{t('gamesAdmin.secret.previousValid', { until: previousValidUntil })}</p> : null}
    </Dialog>
  );
};
