import { createDb, dbTargetFromEnv, migrateToLatest, OutdatedDatabaseError } from '@gp/db';
import closeWithGrace from 'close-with-grace';
import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { isStopMessage, runPrimary, startTasksDone } from './api-processes';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { serveMetricsPort } from './metrics/metrics.plugin';
import { keepNewFilesPrivate } from './lib/private-files';
import { unhandledRejectionHandler } from './lib/unhandled-rejections';
import { refuseDemoPasswordsInProduction } from './seed/demo-password-guard';
import { demoSeedWanted } from './seed/demo-seed-switch';
import { seed } from './seed/seed';
import { underSeedLock } from './seed/seed-lock';

/**
 * Starts the API: configuration, database, migrations, seed, then listen; stops gracefully on a
 * signal. With API_PROCESSES > 1 this process is the primary of that many workers (api-processes.ts),
 * each of which runs the rest of this function.
 */
const main = async (): Promise<void> => {
  // First: the database folder and everything else this process writes are its owner's only.
  keepNewFilesPrivate();
  const config = loadConfig();
  if (config.API_PROCESSES > 1 && cluster.isPrimary) {
    return runPrimary({
      processes: config.API_PROCESSES,
      port: config.PORT,
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      log: (line) => console.error(`api: ${line}`),
    });
  }
  // A worker after the first: the first one migrated and seeded before this one was started.
  const skipStartTasks = startTasksDone();
  const target = dbTargetFromEnv(
    { DATABASE_URL: config.DATABASE_URL, DATA_DIR: config.DATA_DIR, DATABASE_POOL_SIZE: config.DATABASE_POOL_SIZE },
    config.DATA_DIR,
  );
  // The app's logger exists only once the app is built; until then a lost connection goes to stderr.
  let connectionLost = (error: Error) => console.error(`database connection lost: ${error.message}`);
  const database = await createDb(target.kind === 'postgres' ? { ...target, onConnectionError: (error) => connectionLost(error) } : target);
  if (!skipStartTasks) {
    await migrateToLatest(database.db, { target }).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  }
  const { app, services, runtime } = await buildApp(config, database);
  runtime.metrics.collectProcessMetrics();
  connectionLost = (error) => app.log.warn({ err: error }, 'database connection lost');
  if (!skipStartTasks) {
    await underSeedLock(database, () =>
      seed(database.db, services, {
        demo: demoSeedWanted({ NODE_ENV: config.NODE_ENV, SEED_DEMO: process.env.SEED_DEMO }),
        demoVendor: { url: config.DEMO_VENDOR_URL, masterSecret: config.DEMO_VENDOR_SECRET, allowList: config.DEMO_VENDOR_IPS },
      }),
    );
  }
  await refuseDemoPasswordsInProduction(database.db, config.NODE_ENV).catch(async (error: unknown) => {
    // Closed cleanly, so the refused start leaves the database as it found it.
    await app.close();
    await database.close();
    throw error;
  });

  // A database restart must not stop the process: an unawaited rejection saying the database is
  // away is only logged; every other one, and every uncaught exception, still stops it gracefully.
  process.on('unhandledRejection', unhandledRejectionHandler(app.log));
  const metricsServer = config.METRICS_PORT ? await serveMetricsPort(runtime.metrics, config.HOST, config.METRICS_PORT) : null;
  // A stop without dropping work: /readyz fails first and answers close their connections, so the
  // load balancer moves traffic away (DRAIN_DELAY_MS); then the listener closes, sockets are told to
  // reconnect (1012), requests in flight (wallet calls among them) finish, the schedulers stop after
  // their run in flight, and only then does the database close.
  // A worker stops once, on its primary's message or on a signal of its own (a signal to the whole
  // process group reaches it too): close-with-grace would end it at once on the second of those.
  const grace = closeWithGrace(
    { delay: config.SHUTDOWN_TIMEOUT_MS, skip: cluster.isWorker ? ['unhandledRejection', ...workerSignals] : ['unhandledRejection'] },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an error');
      else app.log.info({ signal, drainMs: config.DRAIN_DELAY_MS }, 'stopping');
      runtime.lifecycle.drain();
      if (!err && config.DRAIN_DELAY_MS > 0) await sleep(config.DRAIN_DELAY_MS);
      await app.close();
      metricsServer?.close();
      await database.close();
      app.log.info('stopped');
    },
  );
  if (cluster.isWorker) {
    let stopping = false;
    const stopOnce = () => {
      if (stopping) return;
      stopping = true;
      void grace.close();
    };
    for (const signal of workerSignals) process.on(signal, stopOnce);
    process.on('message', (message) => {
      if (isStopMessage(message)) stopOnce();
    });
  }

  await app.listen({ host: config.HOST, port: config.PORT });
  process.send?.({ type: 'listening', port: config.PORT });
};

// The signals a worker drains on, once (the others keep close-with-grace's handling).
const workerSignals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

main().catch((error: unknown) => {
  // Both would fail the same way at every restart: the message says what to change, no stack trace.
  if (error instanceof ConfigError || error instanceof OutdatedDatabaseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
