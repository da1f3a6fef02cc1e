import type { DB } from '@gp/db';
import { sql, type Kysely } from 'kysely';
import { processCpu } from './cpu-time';

/**
 * CPU seconds the database's server processes use from now until `stop`, sampled every `everyMs`:
 * an API's pool closes idle connections and opens new ones during a run, so the processes alive at
 * the end (all databaseCpu sees) are not all that did the work. A process that ends loses only what
 * it used after the last sample; one that starts counts from its start.
 */
export const startDatabaseCpuMeter = async (db: Kysely<DB>, everyMs = 500) => {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async (initial: boolean) => {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
    for (const { pid } of rows) {
      const cpu = processCpu(pid);
      if (!first.has(pid)) first.set(pid, initial ? cpu : 0);
      if (cpu > 0) last.set(pid, cpu);
    }
  };
  await sample(true);
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(() => sample(false)).catch(() => undefined);
  }, everyMs);
  return {
    /** CPU seconds used since the meter started. */
    stop: async (): Promise<number> => {
      clearInterval(timer);
      await sampling;
      await sample(false);
      return [...last].reduce((sum, [pid, cpu]) => sum + cpu - (first.get(pid) ?? 0), 0);
    },
  };
};
