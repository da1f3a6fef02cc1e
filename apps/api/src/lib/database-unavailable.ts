/**
 * SQLSTATEs of a server that is away for a while rather than refusing this statement: shutting down
 * (57P01 admin, 57P02 crash), starting up or recovering (57P03), out of connections (53300). Class 08
 * (connection exception) is matched by its prefix.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** What Node's sockets say when the server is not there, or stopped talking mid-call. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/**
 * node-postgres raises these as plain Errors, without a code: the socket ended under a query, a
 * query (or a transaction's ROLLBACK) was sent on a client that had already lost its connection, or
 * no connection came in time.
 */
const driverMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

const maxDepth = 8;

type Inspected = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

const matches = (error: Inspected): boolean => {
  const code = typeof error.code === 'string' ? error.code : '';
  if (unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code) || socketCodes.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return driverMessages.some((text) => message.startsWith(text));
};

/**
 * True when the error, or one it was caused by, says the database cannot be reached right now (it
 * restarts, or the connection broke): worth a retry in a moment, not a fault of ours. The cause chain
 * matters because services wrap errors (the in-process game wallet, `AppError({ cause })`). An
 * outgoing HTTP call that failed (fetch's "fetch failed", its socket error as the cause) is another
 * service, not the database, so the walk stops there.
 */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (depth > maxDepth || typeof error !== 'object' || error === null) return false;
  const inspected = error as Inspected;
  if (error instanceof TypeError && inspected.message === 'fetch failed') return false;
  if (matches(inspected)) return true;
  // Connecting to a name with several addresses fails with one error per address.
  if (Array.isArray(inspected.errors) && inspected.errors.some((e: unknown) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(inspected.cause, depth + 1);
};
