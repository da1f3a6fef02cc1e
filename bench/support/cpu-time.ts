import { readdirSync, readFileSync } from 'node:fs';
import type { DB } from '@gp/db';
import { sql, type Kysely } from 'kysely';

/** The fields of /proc/<pid>/stat after the command name (field 3, the state, is index 0). */
const statFields = (pid: number | string): string[] => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** CPU seconds (user + system) process `pid` has used; 0 once it has ended. */
export const processCpu = (pid: number | string): number => {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    // Another host, or the process ended: no figure.
    return 0;
  }
};

/**
 * CPU seconds the processes of group `pgid` have used (a server started detached: npx, tsx and the
 * API itself), whichever of them does the work.
 */
export const processGroupCpu = (pgid: number): number => {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (Number(statFields(pid)[2]) === pgid) total += processCpu(pid);
    } catch {
      // Ended while listed.
    }
  }
  return total;
};

/**
 * CPU seconds (user + system) the database's server processes for this database have used, read
 * from /proc (the server must run on this host): with other work on the machine, wall time mostly
 * measures waiting for a core, CPU time what the run itself costs.
 */
export const databaseCpu = async (db: Kysely<DB>): Promise<number> => {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  return rows.reduce((total, { pid }) => total + processCpu(pid), 0);
};

/** CPU seconds this Node process has used. */
export const nodeCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Seconds since `from` (a performance.now() reading). */
export const seconds = (from: number): number => (performance.now() - from) / 1000;
