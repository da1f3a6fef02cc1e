/**
 * Group commit for wallet calls. A transaction's cost is mostly fixed (round trip, commit, WAL
 * flush), and a commit holds the member's wallet row lock through its fsync, so one call per
 * transaction caps both the platform and a single busy player. Instead at most `maxStatements`
 * statements run at once; calls that arrive meanwhile wait and then go together, in arrival order,
 * as one batch (one statement, one transaction, one fsync), each with its own answer.
 *
 * A member is in at most one running batch: its further calls wait until that batch ends. So two
 * running batches never touch the same wallet, and the calls of one member always run in order.
 *
 * `run` must answer one result per call, in order. If a batch fails as a whole (a deadlock, a
 * serialisation failure, a raced txId), each of its calls is run again on its own, so one call's
 * trouble never becomes another's answer; a refusal is an answer, not a failure, and writes nothing.
 */
export type GroupCommitOptions<R> = {
  /** Most calls in one batch. */
  maxBatch: number;
  /** Most batches running at once (each holds one database connection). */
  maxStatements: number;
  onFailure: (error: unknown) => R;
  /** Hears each batch's size as it starts (metrics). */
  onBatch?: ((size: number) => void) | undefined;
};

export const createGroupCommit = <C, R>(run: (calls: readonly C[]) => Promise<R[]>, options: GroupCommitOptions<R>) => {
  type Item = { key: string; call: C; resolve: (result: R) => void };
  /** Calls whose member has no batch running, in arrival order. */
  let ready: Item[] = [];
  /** Members with a batch running, each with the calls that arrived since. */
  const held = new Map<string, Item[]>();
  let running = 0;

  const runAlone = async (item: Item): Promise<void> => {
    try {
      const [result] = await run([item.call]);
      item.resolve(result ?? options.onFailure(new Error('no result')));
    } catch (error) {
      item.resolve(options.onFailure(error));
    }
  };

  const runBatch = async (items: Item[]): Promise<void> => {
    if (items.length === 1) return runAlone(items[0] as Item);
    try {
      const results = await run(items.map((i) => i.call));
      items.forEach((item, n) => item.resolve(results[n] ?? options.onFailure(new Error('no result'))));
    } catch {
      for (const item of items) await runAlone(item);
    }
  };

  const release = (keys: ReadonlySet<string>): void => {
    for (const key of keys) {
      const waiting = held.get(key) ?? [];
      held.delete(key);
      ready.push(...waiting);
    }
  };

  const pump = (): void => {
    while (running < options.maxStatements && ready.length > 0) {
      const batch = ready.slice(0, options.maxBatch);
      const keys = new Set(batch.map((item) => item.key));
      const rest: Item[] = [];
      for (const key of keys) held.set(key, []);
      // Later calls of a member in this batch wait for it, still in their order.
      for (const item of ready.slice(batch.length)) {
        const waiting = held.get(item.key);
        if (waiting) waiting.push(item);
        else rest.push(item);
      }
      ready = rest;
      running += 1;
      options.onBatch?.(batch.length);
      void runBatch(batch).finally(() => {
        running -= 1;
        release(keys);
        pump();
      });
    }
  };

  const enqueue = (item: Item): void => {
    const waiting = held.get(item.key);
    if (waiting) waiting.push(item);
    else ready.push(item);
  };

  const submit = (key: string, call: C): Promise<R> =>
    new Promise<R>((resolve) => {
      enqueue({ key, call, resolve });
      pump();
    });

  /**
   * Queues many calls in their order before any of them starts (a vendor's batch), so they fill
   * statements together instead of the first few each starting one of their own.
   */
  const submitMany = (entries: readonly { key: string; call: C }[]): Promise<R>[] => {
    const results = entries.map(({ key, call }) => new Promise<R>((resolve) => enqueue({ key, call, resolve })));
    pump();
    return results;
  };

  return { submit, submitMany };
};
