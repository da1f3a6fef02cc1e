import { isDatabaseUnavailable } from './database-unavailable';

type WarnLog = { warn: (details: object, message: string) => void };

/**
 * The process's answer to a rejected promise nobody awaited. One that only says the database is
 * away (it restarts; the pool reconnects by itself) is logged and the process carries on, so a
 * database restart never stops the API. Any other stays fatal: it is thrown again as an uncaught
 * exception, which close-with-grace turns into a graceful stop with exit code 1, as before.
 */
export const unhandledRejectionHandler =
  (log: WarnLog) =>
  (reason: unknown): void => {
    if (isDatabaseUnavailable(reason)) {
      log.warn({ err: reason }, 'database unavailable in a promise nobody awaited; carrying on');
      return;
    }
    setImmediate(() => {
      throw reason;
    });
  };
