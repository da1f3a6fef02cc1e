import { loadavg } from 'node:os';

/** A count as the reports print it: 12,345. */
export const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** The host's load averages (1, 5, 15 minutes): a figure is read against what else was running. */
export const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Runs `work` over `items` with at most `workers` at once, each taking the next item when free. */
export const inParallel = async <T>(items: readonly T[], workers: number, work: (item: T, index: number) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index] as T, index);
      }
    }),
  );
};
