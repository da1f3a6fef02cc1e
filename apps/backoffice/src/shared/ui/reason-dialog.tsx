import { Button, Field, Textarea } from '@gp/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../http/api-error';
import { ActionDialog } from './action-dialog';

export type ReasonDialogProps = {
  title: string;
  description?: ReactNode;
  label: string;
  confirmLabel: string;
  minLength: number;
  maxLength: number;
  /** Rejects with the server's message when refused; the dialog shows it and stays open. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  testIds: { text: string; submit: string };
  tone?: 'danger' | 'primary';
};

/** Asks for a reason or note (reject, resolve) and sends it; checks the length before sending. */
export const ReasonDialog = ({
  title,
  description,
  label,
  confirmLabel,
  minLength,
  maxLength,
  onSubmit,
  onClose,
  testIds,
  tone = 'danger',
}: ReasonDialogProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const reason = text.trim();
    if (reason.length < minLength) return setError(minLength <= 1 ? t('validation.required') : t('validation.minLength', { count: minLength }));
    if (reason.length > maxLength) return setError(t('validation.maxLength', { count: maxLength }));
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(reason);
    } catch (failure) {
      setError(isApiError(failure) || failure instanceof Error ? failure.message : t('error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      title={title}
      description={description}
      busy={busy}
      onClose={onClose}
      action={
        <Button type="button" variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={() => void submit()} data-testid={testIds.submit}>
          {confirmLabel}
        </Button>
      }
    >
      <Field label={label} required error={error}>
        <Textarea value={text} maxLength={maxLength + 50} onChange={(e) => setText(e.target.value)} data-testid={testIds.text} />
      </Field>
    </ActionDialog>
  );
};
