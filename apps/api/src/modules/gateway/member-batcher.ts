/**
 * Group commit per member. A commit holds the member's wallet row lock through its fsync, so one
 * call per transaction caps a single busy player at a few hundred calls a second. While a call of
 * member M is in flight, further calls of M wait here and then run together, in arrival order, as
 * one batch (one statement, one transaction, one fsync), each with its own answer.
 *
 * `run` must answer one result per call, in order. If a batch fails as a whole (a deadlock, a
 * serialisation failure, a raced txId), each of its calls is run again on its own, so one call's
 * trouble never becomes another's answer; a refusal is an answer, not a failure, and writes nothing.
 */
export const createMemberBatcher = <C, R>(run: (calls: readonly C[]) => Promise<R[]>, options: { maxBatch: number; onFailure: (error: unknown) => R }) => {
  type Item = { call: C; resolve: (result: R) => void };
  const waiting = new Map<string, Item[]>();

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

  /** Drains the member's queue; the queue's existence marks a call of that member in flight. */
  const drain = async (key: string): Promise<void> => {
    for (;;) {
      const queue = waiting.get(key);
      if (!queue || queue.length === 0) {
        waiting.delete(key);
        return;
      }
      await runBatch(queue.splice(0, options.maxBatch));
    }
  };

  const submit = (key: string, call: C): Promise<R> =>
    new Promise<R>((resolve) => {
      const queue = waiting.get(key);
      if (queue) {
        queue.push({ call, resolve });
        return;
      }
      waiting.set(key, [{ call, resolve }]);
      void drain(key);
    });

  return { submit };
};
