import { describe, expect, it } from 'vitest';
import { createSequentialQueue } from './sequential-queue';

describe('sequential vendor requests', () => {
  it('runs one task at a time with the gap between them, also after a failure', async () => {
    const log: string[] = [];
    const waits: number[] = [];
    const queue = createSequentialQueue(300, async (ms) => {
      waits.push(ms);
      log.push(`wait ${ms}`);
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });

    const a = queue(async () => {
      log.push('a start');
      await gate;
      log.push('a end');
      return 'a';
    });
    const b = queue(async () => {
      log.push('b');
      throw new Error('b failed');
    });
    const c = queue(async () => {
      log.push('c');
      return 'c';
    });

    await Promise.resolve();
    expect(log).toEqual(['a start']);
    release();
    await expect(a).resolves.toBe('a');
    await expect(b).rejects.toThrow('b failed');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['a start', 'a end', 'wait 300', 'b', 'wait 300', 'c']);
    expect(waits).toEqual([300, 300]);
  });
});
