import { i18n } from '../../../../shared/i18n/i18n-instance';
import { readSessionToken } from '../../../account/components/session/session-token';
import { ApiError, clientErrorCodes } from '../../../../api/api-error';
import { unwrapEnvelope } from '../../../../api/unwrap-envelope';
import { csvFilename } from './csv-filename';
import { withQuery } from './query-path';

export type CsvRequest = {
  /** The report's list path, e.g. "/wps/agent/account-details"; the export is `<path>/csv`. */
  path: string;
  /** The same query as the list (period, filters); paging is left out by the caller. */
  query: Record<string, string | number | boolean | undefined | null>;
  /** Business days of the period, for the fallback file name. */
  days?: { firstDay: string; lastDay: string };
};

/**
 * Downloads `<path>/csv` with the session's bearer token (a plain link cannot carry it): fetch, then
 * a blob URL clicked through a temporary anchor. A refusal comes back as the usual envelope and is
 * thrown as an ApiError in the caller's language.
 */
export const downloadCsv = async ({ path, query, days }: CsvRequest): Promise<string> => {
  const url = withQuery(`${path}/csv`, query);
  const headers: Record<string, string> = { Accept: 'text/csv, application/json', 'Accept-Language': i18n.language };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ApiError(clientErrorCodes.network, i18n.t('common:serviceUnreachable'), 0);
  }
  if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('application/json')) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    unwrapEnvelope(response.status, body, i18n.t('common:serviceUnreachable'));
    throw new ApiError(clientErrorCodes.badResponse, i18n.t('common:serviceUnreachable'), response.status);
  }
  const name = csvFilename(path, response.headers.get('Content-Disposition'), days);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: the click has handed the blob to the download by then.
  window.setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
};
