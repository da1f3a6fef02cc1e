import { altchaChallenge, type AltchaChallenge } from '@gp/contracts';
import { api } from '../../../api/api-client';

/** `GET /wps/captcha/challenge`: a fresh ALTCHA proof-of-work challenge. */
export const fetchAltchaChallenge = (signal?: AbortSignal): Promise<AltchaChallenge> =>
  api.get('/wps/captcha/challenge', { parse: (v) => altchaChallenge.parse(v), signal });
