import { CaptchaBox } from '../../../bot-check/components/captcha-box';
import type { LoginAttempt } from './use-login-attempt';

/** The player login's captcha, shown once the server asks for it. */
export const LoginCaptcha = ({ login, error }: { login: LoginAttempt; error: string | undefined }) =>
  login.needsCaptcha ? (
    <div data-testid="login-captcha">
      <CaptchaBox value={login.captcha} onChange={login.setCaptcha} reloadKey={login.reloadKey} error={error} disabled={login.busy} />
    </div>
  ) : null;
