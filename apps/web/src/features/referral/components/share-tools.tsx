import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';

/** Copies the link (saying so for two seconds, politely announced) and, where the browser can, shares it. */
export const ShareTools = ({ url, title, testId }: { url: string; title: string; testId: string }) => {
  const { t } = useTranslation();
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
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" className="min-h-11" onClick={() => void copy()} data-testid={`${testId}-copy`}>
        {t('site:referral.copyLink')}
      </Button>
      {canShare ? (
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11"
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
          data-testid={`${testId}-share`}
        >
          {t('site:referral.share')}
        </Button>
      ) : null}
      <span aria-live="polite" className="text-xs text-fg-muted" data-testid={`${testId}-copy-status`}>
        {state === 'copied' ? t('site:referral.copied') : state === 'failed' ? t('site:referral.copyFailed') : ''}
      </span>
    </span>
  );
};
