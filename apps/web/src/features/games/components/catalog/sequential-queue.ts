/** The pause between two vendor requests, so a page does not fire them all at once. */
const vendorRequestGapMs = 300;

type Wait = (ms: number) => Promise<void>;
const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs tasks one at a time, each starting `gapMs` after the previous one settled, so a page of
 * vendor rows does not fire its requests all at once.
 */
export const createSequentialQueue = (gapMs = vendorRequestGapMs, wait: Wait = sleep) => {
  let tail: Promise<unknown> = Promise.resolve();
  let first = true;
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      if (!first) await wait(gapMs);
      first = false;
      return task();
    });
    // The next task waits for this one whether it succeeds or fails.
    tail = run.catch(() => undefined);
    return run;
  };
};

/** The site's one queue for per-vendor and per-category catalog requests. */
export const vendorQueue = createSequentialQueue();
