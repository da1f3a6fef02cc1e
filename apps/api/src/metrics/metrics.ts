import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const seconds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The API's Prometheus instruments, on a registry of their own (an app built in a test never shares
 * counters with another). Names and labels are what the operator's guide and alert rules use.
 */
export const createMetrics = () => {
  const registry = new Registry();
  const on = { registers: [registry] };
  return {
    registry,
    /** Process figures (CPU, memory, event-loop lag, handles); only a serving process wants them. */
    collectProcessMetrics: () => collectDefaultMetrics({ register: registry, prefix: 'gp_' }),
    httpRequests: new Counter({
      name: 'gp_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      ...on,
    }),
    httpDuration: new Histogram({
      name: 'gp_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['route', 'method'],
      buckets: seconds,
      ...on,
    }),
    walletCalls: new Counter({
      name: 'gp_wallet_calls_total',
      help: 'Vendor wallet API calls, by vendor, action and outcome (the answer code)',
      labelNames: ['vendor', 'action', 'outcome'],
      ...on,
    }),
    walletDuration: new Histogram({
      name: 'gp_wallet_call_duration_seconds',
      help: 'Time to answer a vendor wallet call',
      labelNames: ['vendor', 'action'],
      buckets: seconds,
      ...on,
    }),
    walletBatchSize: new Histogram({
      name: 'gp_wallet_batch_size',
      help: 'Wallet calls committed together by the group commit',
      buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512],
      ...on,
    }),
    dbPoolWait: new Histogram({ name: 'gp_db_pool_wait_seconds', help: 'Time a query waited for a database connection', buckets: seconds, ...on }),
    jobRuns: new Counter({
      name: 'gp_job_runs_total',
      help: 'Scheduled job periods, by job and outcome (ran, skipped: another instance holds the period, failed)',
      labelNames: ['job', 'outcome'],
      ...on,
    }),
    jobDuration: new Histogram({
      name: 'gp_job_duration_seconds',
      help: 'Time a scheduled job run took',
      labelNames: ['job'],
      buckets: [...seconds, 30, 60, 300],
      ...on,
    }),
    websockets: new Gauge({ name: 'gp_websocket_connections', help: 'Open WebSocket connections, by feature', labelNames: ['feature'], ...on }),
    ledgerCheckOk: new Gauge({
      name: 'gp_ledger_check_ok',
      help: '1 when the last ledger invariant check found nothing wrong, 0 when it found a breach',
      ...on,
    }),
    ledgerViolations: new Gauge({ name: 'gp_ledger_violations', help: 'Breaches the last ledger invariant check found', ...on }),
    ledgerCheckAge: new Gauge({ name: 'gp_ledger_check_timestamp_seconds', help: 'When the last ledger invariant check finished (Unix time)', ...on }),
  };
};

export type Metrics = ReturnType<typeof createMetrics>;

/** A gauge read when Prometheus scrapes (pool use, outbox depth): nothing is polled in between. */
export const scrapedGauge = (metrics: Metrics, spec: { name: string; help: string; labelNames?: string[]; read: (gauge: Gauge) => Promise<void> | void }) =>
  new Gauge({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames ?? [],
    registers: [metrics.registry],
    async collect() {
      await spec.read(this);
    },
  });
