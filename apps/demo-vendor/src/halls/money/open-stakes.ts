import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A real-money stake taken for a shared game's round, whose round has not been paid yet. */
export type OpenStake = { vendorCode: string; playerId: string; gameCode: string; roundId: string; txId: string };

type Entry = { open: OpenStake } | { closed: { vendorCode: string; roundId: string; playerId: string } } | { undone: { vendorCode: string; txId: string } };

const roundKey = (vendorCode: string, roundId: string, playerId: string) => `${vendorCode}\n${roundId}\n${playerId}`;

/**
 * The shared games keep their rounds in memory, so a crash in the middle of one would leave its
 * stakes taken and never paid. Every real stake is written here before its `bet` goes out, and its
 * round is marked paid once the payout is queued in the wallet client's own store; what is still
 * open when the vendor starts again is rolled back. An append-only file: one line per event, so a
 * table's thousand stakes cost a thousand short appends, not a thousand rewrites.
 */
export const createOpenStakes = (file: string | undefined) => {
  let writing: Promise<unknown> = Promise.resolve();
  const append = (entry: Entry): Promise<unknown> => {
    if (!file) return Promise.resolve();
    const line = `${JSON.stringify(entry)}\n`;
    writing = writing.then(() => appendFile(file, line, { mode: 0o600 })).catch(() => undefined);
    return writing;
  };

  return {
    /** Written (and awaited) before the stake's `bet` is sent. */
    opened: (stake: OpenStake) => append({ open: stake }),
    /** The player's round is paid (its win is queued); its stakes are no longer at risk. */
    closed: (vendorCode: string, roundId: string, playerId: string) => append({ closed: { vendorCode, roundId, playerId } }),
    /** One stake was taken back on its own (a rollback is queued for it). */
    undone: (vendorCode: string, txId: string) => append({ undone: { vendorCode, txId } }),
    /**
     * The stakes a previous run left open, read once at start; the file is then emptied (what is
     * returned is about to be rolled back through the wallet client's own persistent queue).
     */
    recover: async (): Promise<OpenStake[]> => {
      if (!file) return [];
      await mkdir(dirname(file), { recursive: true });
      const text = await readFile(file, 'utf8').catch(() => '');
      const open = new Map<string, OpenStake>();
      const closed = new Set<string>();
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        let entry: Entry;
        try {
          entry = JSON.parse(line) as Entry;
        } catch {
          // A line cut short by the crash: its stake's bet was never sent.
          continue;
        }
        if ('open' in entry) open.set(`${entry.open.vendorCode}\n${entry.open.txId}`, entry.open);
        else if ('undone' in entry) open.delete(`${entry.undone.vendorCode}\n${entry.undone.txId}`);
        else closed.add(roundKey(entry.closed.vendorCode, entry.closed.roundId, entry.closed.playerId));
      }
      await writeFile(file, '', { mode: 0o600 });
      return [...open.values()].filter((s) => !closed.has(roundKey(s.vendorCode, s.roundId, s.playerId)));
    },
  };
};

export type OpenStakes = ReturnType<typeof createOpenStakes>;
