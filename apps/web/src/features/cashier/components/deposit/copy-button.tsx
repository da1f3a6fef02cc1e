import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';

/** Copies one value to the clipboard and says so for a moment (announced politely). */
export const CopyButton = ({ value, label, testId }: { value: string; label: string; testId: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission (an http page, an old browser): the value stays selectable on screen.
      setCopied(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={t('cashier:deposit.copyLabel', { field: label })} data-testid={testId}>
      <span aria-live="polite">{copied ? t('cashier:deposit.copied') : t('cashier:deposit.copy')}</span>
    </Button>
  );
};
