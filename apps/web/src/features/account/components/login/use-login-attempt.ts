import { useState } from 'react';
import { isApiError } from '../../../../api/api-error';
import { emptyCaptchaValue, type CaptchaValue } from '../../../bot-check/components/captcha-box';
import { wantsCaptcha } from '../../api/login-api';

/**
 * A sign-in form's attempts: busy, the failure to show, and the captcha the
 * server asks for after a failure. The server uses a captcha up on any attempt, so a failed attempt
 * that carried one loads a new picture for the next.
 */
export const useLoginAttempt = () => {
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaValue>(emptyCaptchaValue);
  const [reloadKey, setReloadKey] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one attempt; `post` gets the captcha when the form shows one, and its error becomes the failure. */
  const attempt = async (post: (captcha: CaptchaValue | null) => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    const usedCaptcha = needsCaptcha;
    try {
      await post(usedCaptcha ? captcha : null);
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && wantsCaptcha(error.details)) setNeedsCaptcha(true);
      if (usedCaptcha) {
        setCaptcha(emptyCaptchaValue);
        setReloadKey((k) => k + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    needsCaptcha,
    captcha,
    setCaptcha,
    reloadKey,
    /** The captcha is shown but not answered yet. */
    captchaMissing: needsCaptcha && !captcha.captcha.trim(),
    failure,
    busy,
    attempt,
  };
};

export type LoginAttempt = ReturnType<typeof useLoginAttempt>;
