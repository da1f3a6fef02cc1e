import { createApiClient } from '@gp/api-client';
import { captchaIdHeader, captchaImage } from '@gp/contracts';
import { clientErrorCodes, ApiError } from '../../../api/api-error';
import { i18n } from '../../../shared/i18n/i18n-instance';
import { readSessionToken } from '../../account/components/session/session-token';

export type CaptchaImage = { captchaId: string; src: string };

/**
 * GET /wps/captcha: the image as a data: URL (the CSP allows data: images) and its id, which the
 * server sends in the X-Captcha-Id header. The shared client hands over only the envelope's value,
 * so this call gets its own, with a fetch that keeps that header.
 */
export const fetchCaptcha = async (signal?: AbortSignal): Promise<CaptchaImage> => {
  let captchaId: string | null = null;
  const client = createApiClient({
    fetch: async (request) => {
      const response = await fetch(request);
      captchaId = response.headers.get(captchaIdHeader);
      return response;
    },
    languageTag: () => i18n.language,
    token: readSessionToken,
    createError: (failure) => new ApiError(failure.code, failure.message ?? i18n.t('common:serviceUnreachable'), failure.status, failure.details),
  });
  const png = await client.get('/wps/captcha', { parse: (v) => captchaImage.parse(v), signal });
  if (!captchaId) throw new ApiError(clientErrorCodes.badResponse, i18n.t('site:captchaLoadFailed'), 200);
  return { captchaId, src: `data:image/png;base64,${png}` };
};
