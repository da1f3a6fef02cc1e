import type { LoginResult } from '@gp/contracts';
import { api } from '../../../api/api-client';
import type { CaptchaValue } from '../../bot-check/components/captcha-box';

/** `/wps/session/login` (E) on the agent portal: the server admits agents only (NOT_AGENT otherwise). */
export const postAgentLogin = (username: string, password: string, captcha: CaptchaValue | null): Promise<LoginResult> =>
  api.post('/wps/session/login', { body: { type: 'username', username, password, portal: 'agent', ...(captcha ?? {}) }, sealed: true });
