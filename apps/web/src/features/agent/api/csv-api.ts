import { api } from '../../../api/api-client';
import { csvFilename } from '../components/shared/csv-filename';

/** The reports with a CSV twin of their list: `GET /wps/agent/<report>/csv`. */
export type AgentCsvReport = 'overview' | 'bets' | 'loss-statements' | 'revenue' | 'account-details';

// Every report's CSV path is a document path: the client refuses the call otherwise.
const csvPath = (report: AgentCsvReport) => `/wps/agent/${report}/csv` as const;

export type CsvRequest = {
  /** Which report's list to export. */
  report: AgentCsvReport;
  /** The same query as the list (period, filters); paging is left out by the caller. */
  query: Record<string, string | number | boolean | undefined | null>;
  /** Business days of the period, for the fallback file name. */
  days?: { firstDay: string; lastDay: string };
};

/**
 * Downloads a report's CSV with the session's bearer token (a plain link cannot carry it): the bytes,
 * then a blob URL clicked through a temporary anchor, saved under the name the answer's
 * Content-Disposition gives. A refusal is thrown as an ApiError in the caller's language.
 */
export const downloadCsv = async ({ report, query, days }: CsvRequest): Promise<string> => {
  const path = csvPath(report);
  const { blob, headers } = await api.blob(path, { params: { query } });
  const name = csvFilename(path, headers.get('Content-Disposition'), days);
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
