const queue: (() => void)[] = [];
let scheduled = false;

const runNext = () => {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(runNext, 0);
  else scheduled = false;
};

/**
 * Runs `job` in a task of its own, after the jobs queued before it, one per task. For start-up work
 * that forces a layout (a carousel measuring its slides): several of them in one task make one long
 * task that blocks input; one each keeps every task short. Returns a cancel for an unmounted caller.
 */
export const inOwnTask = (job: () => void): (() => void) => {
  let live = true;
  queue.push(() => {
    if (live) job();
  });
  if (!scheduled) {
    scheduled = true;
    setTimeout(runNext, 0);
  }
  return () => {
    live = false;
  };
};
