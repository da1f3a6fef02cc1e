import { ApiError, clientErrorCodes } from '../../../api/api-error';
import { unwrapEnvelope } from '../../../api/unwrap-envelope';
import { i18n } from '../../../shared/i18n/i18n-instance';
import { readSessionToken } from '../../account/components/session/session-token';

/**
 * One proof image of the member's own withdrawal, by the path the withdrawal lists. It is served
 * only with the session token (never from a public address), which an <img> cannot send.
 */
export const fetchWithdrawalProof = async (path: string, signal?: AbortSignal): Promise<Blob> => {
  const headers: Record<string, string> = { Accept: 'image/*', 'Accept-Language': i18n.language };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, cache: 'no-store', ...(signal ? { signal } : {}) });
  } catch {
    throw new ApiError(clientErrorCodes.network, i18n.t('common:serviceUnreachable'), 0);
  }
  if (response.ok) return response.blob();
  const json: unknown = await response.json().catch(() => undefined);
  unwrapEnvelope(response.status, json, i18n.t('common:serviceUnreachable'));
  throw new ApiError(clientErrorCodes.badResponse, i18n.t('common:serviceUnreachable'), response.status);
};
