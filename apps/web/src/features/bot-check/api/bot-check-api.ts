import { altchaChallenge, type AltchaChallenge } from '@gp/contracts';
import { typedApi } from '../../../api/typed-api';

/** `GET /wps/captcha/challenge`: a fresh ALTCHA proof-of-work challenge. */
export const fetchAltchaChallenge = (signal?: AbortSignal): Promise<AltchaChallenge> =>
  typedApi.get('/wps/captcha/challenge', { parse: (v) => altchaChallenge.parse(v), signal });
