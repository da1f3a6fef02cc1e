import { captchaImageSize } from '@gp/contracts';
import { Button, Field, Input, Spinner } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from '../api/fetch-captcha';
import { botCheckKeys } from '../queries/keys';
import { createThrottle } from './throttle';

/** What the form sends: `captchaId` and `captcha` (the answer), as in `captchaFields` of the contracts. */
export type CaptchaValue = { captchaId: string; captcha: string };

export const emptyCaptchaValue: CaptchaValue = { captchaId: '', captcha: '' };

export type CaptchaBoxProps = {
  value: CaptchaValue;
  onChange: (value: CaptchaValue) => void;
  /**
   * Change it to load a new image: the server uses a captcha up on any attempt, so a form bumps
   * this after every submission that carried one.
   */
  reloadKey?: number;
  /** A message under the field, e.g. the server's CAPTCHA_INVALID text. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** The captcha refreshes at most once per 1000 ms. */
const captchaRefreshIntervalMs = 1000;

const RefreshIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);

/**
 * The image captcha of the login and feedback forms (controlled): the picture from /wps/captcha, a
 * text field for the answer and a refresh button throttled to once a second.
 */
export const CaptchaBox = ({ value, onChange, reloadKey = 0, error, required = true, disabled = false }: CaptchaBoxProps) => {
  const { t } = useTranslation();
  const instance = useId();
  const [refreshes, setRefreshes] = useState(0);
  const [throttle] = useState(() => createThrottle(captchaRefreshIntervalMs));
  // Every key is a new captcha: never cached, shared, retried or refetched behind the player's back
  // (the server would count each fetch against the rate limit and the old answer would stop working).
  const query = useQuery({
    queryKey: botCheckKeys.captcha(instance, reloadKey, refreshes),
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const publish = useEffectEvent((captchaId: string, keepAnswer: boolean) => onChange({ captchaId, captcha: keepAnswer ? value.captcha : '' }));
  useEffect(() => {
    if (query.data) publish(query.data.captchaId, false);
    else if (query.isError) publish('', true);
  }, [query.data, query.isError]);

  const refresh = () => {
    if (throttle()) setRefreshes((n) => n + 1);
  };
  const loading = query.isFetching;
  const src = query.data?.src ?? null;

  return (
    <Field label={t('site:captchaLabel')} required={required} error={error ?? (query.isError ? t('site:captchaLoadFailed') : undefined)}>
      <div className="flex items-center gap-2">
        <Input
          name="captcha"
          value={value.captcha}
          onChange={(event) => onChange({ ...value, captcha: event.target.value })}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={16}
          required={required}
          disabled={disabled}
          className="min-w-0 flex-1"
        />
        <div
          className="flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted"
          style={{ inlineSize: captchaImageSize.width, blockSize: captchaImageSize.height }}
        >
          {src ? (
            <img src={src} alt={t('site:captchaImageAlt')} width={captchaImageSize.width} height={captchaImageSize.height} data-testid="captcha-image" />
          ) : loading ? (
            <Spinner />
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('site:captchaRefresh')}
          title={t('site:captchaRefresh')}
          onClick={refresh}
          disabled={disabled || loading}
          data-testid="captcha-refresh"
        >
          <RefreshIcon />
        </Button>
      </div>
    </Field>
  );
};
