import { describe, expect, it } from 'vitest';
import { serialQueue } from './serial-queue';

describe('serial queue', () => {
  it('runs each task after the one before has finished, and goes on after one throws', async () => {
    const errors: unknown[] = [];
    const queue = serialQueue((error) => errors.push(error));
    const log: string[] = [];
    const slow = (name: string, ms: number) => async () => {
      log.push(`${name}:start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name}:end`);
    };
    void queue.push(slow('debit', 20));
    void queue.push(() => {
      log.push('timer');
    });
    void queue.push(() => {
      throw new Error('boom');
    });
    void queue.push(slow('next', 1));
    await queue.idle();
    expect(log).toEqual(['debit:start', 'debit:end', 'timer', 'next:start', 'next:end']);
    expect(errors).toHaveLength(1);
  });
});
