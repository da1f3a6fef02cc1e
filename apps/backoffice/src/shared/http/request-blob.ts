import i18next from 'i18next';
import { ApiError } from './api-error';
import { parseErrorBody } from './parse-error-body';
import { reportSessionLost } from './session-lost';
import { readToken } from './token-store';

/** GETs a binary resource of the staff API (a proof image) with the staff token; ApiError on failure. */
export const fetchBlob = async (path: string, signal?: AbortSignal): Promise<Blob> => {
  const token = readToken();
  const headers: Record<string, string> = { 'Accept-Language': i18next.language };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { headers, signal, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: i18next.t('error.network') });
  }
  if (res.ok) return res.blob();
  if (res.status === 401 && token) reportSessionLost();
  const envelope = parseErrorBody(await res.json().catch(() => null));
  throw new ApiError({ status: res.status, code: envelope?.code ?? 'UNEXPECTED_RESPONSE', message: envelope?.message ?? i18next.t('error.unexpected') });
};
