import type { LoginResult } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { sealedBody } from '../../../api/sealed-body';
import type { CaptchaValue } from '../../bot-check/components/captcha-box';

/** `/wps/session/login` (E) on the agent portal: the server admits agents only (NOT_AGENT otherwise). */
export const postAgentLogin = async (username: string, password: string, captcha: CaptchaValue | null): Promise<LoginResult> =>
  api.post<LoginResult>('/wps/session/login', await sealedBody({ type: 'username', username, password, portal: 'agent', ...(captcha ?? {}) }));
