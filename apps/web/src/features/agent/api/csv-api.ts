import type { PathsWith } from '@gp/api-client';
import { i18n } from '../../../shared/i18n/i18n-instance';
import { readSessionToken } from '../../account/components/session/session-token';
import { ApiError, clientErrorCodes } from '../../../api/api-error';
import { unwrapEnvelope } from '../../../api/unwrap-envelope';
import { csvFilename } from '../components/shared/csv-filename';

/** The reports with a CSV twin of their list: `GET /wps/agent/<report>/csv`. */
export type AgentCsvReport = 'overview' | 'bets' | 'loss-statements' | 'revenue' | 'account-details';

// The compiler checks each export against the document's paths.
const csvPath = (report: AgentCsvReport): PathsWith<'get'> => `/wps/agent/${report}/csv` as const;

/** A query string of the values that are set (undefined, null and '' are left out), like the typed client's. */
const withQuery = (base: string, params: Record<string, string | number | boolean | undefined | null>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
};

export type CsvRequest = {
  /** Which report's list to export. */
  report: AgentCsvReport;
  /** The same query as the list (period, filters); paging is left out by the caller. */
  query: Record<string, string | number | boolean | undefined | null>;
  /** Business days of the period, for the fallback file name. */
  days?: { firstDay: string; lastDay: string };
};

/**
 * Downloads a report's CSV with the session's bearer token (a plain link cannot carry it): fetch, then
 * a blob URL clicked through a temporary anchor. A hand-written fetch, not the typed client, because
 * the saved name comes from the answer's Content-Disposition header, which that client does not hand
 * over. A refusal comes back as the usual envelope and is thrown as an ApiError in the caller's language.
 */
export const downloadCsv = async ({ report, query, days }: CsvRequest): Promise<string> => {
  const path = csvPath(report);
  const url = withQuery(path, query);
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
