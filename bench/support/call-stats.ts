/**
 * Per kind of call: every latency (ms) and every failure by what came back, for a load run's
 * report. Latencies are kept whole (a minute of load is a few hundred thousand numbers), so the
 * percentiles are exact.
 */
export type CallSummary = { count: number; perSecond: number; p50: number; p99: number; errors: number; failures: [string, number][] };

const percentile = (sorted: Float64Array, q: number): number => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);

export const createCallStats = <Kind extends string>() => {
  const latencies = new Map<Kind, number[]>();
  const failures = new Map<Kind, Map<string, number>>();

  /** One call of `kind` that took `ms`; `failure` says what was wrong with it, if anything. */
  const record = (kind: Kind, ms: number, failure?: string) => {
    let list = latencies.get(kind);
    if (!list) latencies.set(kind, (list = []));
    list.push(ms);
    if (failure === undefined) return;
    let byWhat = failures.get(kind);
    if (!byWhat) failures.set(kind, (byWhat = new Map()));
    byWhat.set(failure, (byWhat.get(failure) ?? 0) + 1);
  };

  /** The calls of `kind` over a run of `seconds`. */
  const summary = (kind: Kind, seconds: number): CallSummary => {
    const sorted = Float64Array.from(latencies.get(kind) ?? []).sort();
    const failed = [...(failures.get(kind) ?? new Map<string, number>())];
    return {
      count: sorted.length,
      perSecond: seconds > 0 ? sorted.length / seconds : 0,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: failed.reduce((sum, [, n]) => sum + n, 0),
      failures: failed,
    };
  };

  return { record, summary };
};

export type CallStats<Kind extends string> = ReturnType<typeof createCallStats<Kind>>;
