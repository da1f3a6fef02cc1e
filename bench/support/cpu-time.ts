import { readFileSync } from 'node:fs';
import type { DB } from '@gp/db';
import { sql, type Kysely } from 'kysely';

/**
 * CPU seconds (user + system) the database's server processes for this database have used, read
 * from /proc (the server must run on this host): with other work on the machine, wall time mostly
 * measures waiting for a core, CPU time what the run itself costs.
 */
export const databaseCpu = async (db: Kysely<DB>): Promise<number> => {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Another host, or the process ended: no figure.
    }
  }
  return ticks / 100;
};

/** CPU seconds this Node process has used. */
export const nodeCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Seconds since `from` (a performance.now() reading). */
export const seconds = (from: number): number => (performance.now() - from) / 1000;
