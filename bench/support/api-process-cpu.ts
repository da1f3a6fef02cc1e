import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name (field 3, the state, is index 0). */
const statFields = (pid: string): string[] => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** Whether `pid` is a node process running the API's entry point (the primary or a cluster worker), not npx or tsx's launcher. */
const runsApi = (pid: string): boolean => {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const program = argv[0]?.split('/').pop() ?? '';
  return (
    program === 'node' &&
    argv.some((arg) => arg.endsWith('apps/api/src/main.ts')) &&
    !argv.some((arg) => arg.endsWith('/tsx') || arg.endsWith('/npx') || arg.endsWith('tsx/dist/cli.mjs'))
  );
};

/**
 * CPU seconds (utime + stime, clock ticks of 1/100 s) of the API's own node processes in process
 * group `pgid`: the one that runs apps/api/src/main.ts and any cluster worker it forked, not the npx
 * and tsx wrappers that only wait. A process that ended during a window loses its figure, so compare
 * windows in which the set of processes stays the same.
 */
export const apiProcessCpu = (pgid: number): { seconds: number; processes: number } => {
  let seconds = 0;
  let processes = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const fields = statFields(pid);
      if (Number(fields[2]) !== pgid || !runsApi(pid)) continue;
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
      processes += 1;
    } catch {
      // Ended while listed.
    }
  }
  return { seconds, processes };
};
