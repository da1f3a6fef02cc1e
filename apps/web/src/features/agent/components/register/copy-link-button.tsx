import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';

/** Copies a link and says "Link copied" for two seconds (announced politely); a refusal says so too. */
export const CopyLinkButton = ({ url, testId }: { url: string; testId: string }) => {
  const { t } = useTranslation('agent');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // No clipboard permission (plain http, an old browser): the link stays selectable on screen.
      setState('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy()} data-testid={testId}>
        {t('register.copyLink')}
      </Button>
      <span aria-live="polite" className="text-xs text-fg-muted" data-testid={`${testId}-status`}>
        {state === 'copied' ? t('register.copied') : state === 'failed' ? t('register.copyFailed') : ''}
      </span>
    </span>
  );
};
