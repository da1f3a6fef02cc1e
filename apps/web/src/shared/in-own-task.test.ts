import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from './in-own-task';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('inOwnTask', () => {
  it('runs queued jobs in order, one per task, and skips a cancelled one', () => {
    const ran: string[] = [];
    inOwnTask(() => ran.push('a'));
    const cancel = inOwnTask(() => ran.push('b'));
    inOwnTask(() => ran.push('c'));
    cancel();
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'c']);
    // The queue is empty: a new job starts a new chain.
    inOwnTask(() => ran.push('d'));
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'c', 'd']);
  });
});
