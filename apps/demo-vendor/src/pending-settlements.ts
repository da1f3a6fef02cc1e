import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A win, rollback or adjust the platform has not acknowledged yet; body without requestId and timestamp. */
export type PendingSettlement = {
  vendorCode: string;
  action: 'win' | 'rollback' | 'adjust';
  txId: string;
  body: Record<string, unknown>;
  attempts: number;
  /** Epoch ms of the next attempt. */
  nextAt: number;
  createdAt: number;
  lastError: string | null;
};

export type PendingStore = {
  load: () => Promise<PendingSettlement[]>;
  save: (items: PendingSettlement[]) => Promise<void>;
};

/**
 * Keeps the unacknowledged settlements in a JSON file, so a vendor restart resumes them. Writes go
 * to a temporary file renamed over the old one (never a half-written file) and are chained so the
 * last state wins.
 */
export const filePendingStore = (file: string): PendingStore => {
  let writing: Promise<void> = Promise.resolve();
  return {
    load: async () => {
      try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        return Array.isArray(parsed) ? (parsed as PendingSettlement[]) : [];
      } catch {
        return [];
      }
    },
    save: (items) => {
      const text = JSON.stringify(items, null, 1);
      writing = writing
        .then(async () => {
          await mkdir(dirname(file), { recursive: true });
          await writeFile(`${file}.tmp`, text, { mode: 0o600 });
          await rename(`${file}.tmp`, file);
        })
        .catch(() => undefined);
      return writing;
    },
  };
};

/** For callers that want no file (tests of other behaviour, the bank test). */
export const memoryPendingStore = (): PendingStore => {
  let items: PendingSettlement[] = [];
  return {
    load: async () => items.map((i) => ({ ...i })),
    save: async (next) => {
      items = next.map((i) => ({ ...i }));
    },
  };
};
