import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One wallet call as the vendor saw it: what it sent and what came back (or why nothing did). */
export type CallRecord = {
  at: string;
  vendorCode: string;
  action: string;
  /** The parsed request body (the session token shortened: the log is viewable over HTTP). */
  request: Record<string, unknown>;
  attempt: number;
  durationMs: number;
  httpStatus: number | null;
  response: unknown;
  /** timeout, network error or an unreadable answer. */
  error: string | null;
};

export type CallLog = {
  record: (entry: CallRecord) => void;
  /** Newest first. */
  latest: (limit?: number) => CallRecord[];
  /** Resolves when every record so far is on disk. */
  flushed: () => Promise<void>;
};

/**
 * The vendor's call log: a ring of recent calls in memory (served at GET /calls) and, when a file
 * is given, every call appended as a JSON line, so a dispute can be traced after a restart.
 * Appends are chained, keeping lines whole and in order.
 */
export const createCallLog = (options: { file?: string | undefined; capacity?: number } = {}): CallLog => {
  const capacity = options.capacity ?? 1000;
  const ring: CallRecord[] = [];
  let writing: Promise<void> = options.file ? mkdir(dirname(options.file), { recursive: true }).then(() => undefined) : Promise.resolve();
  return {
    record: (entry) => {
      ring.push(entry);
      if (ring.length > capacity) ring.splice(0, ring.length - capacity);
      const file = options.file;
      if (!file) return;
      writing = writing.then(() => appendFile(file, `${JSON.stringify(entry)}\n`)).catch(() => undefined);
    },
    latest: (limit = capacity) => ring.slice(-limit).reverse(),
    flushed: () => writing,
  };
};
