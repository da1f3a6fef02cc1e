import { describe, expect, it } from 'vitest';
import { createMemberBatcher } from './member-batcher';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('member batcher (group commit)', () => {
  it('runs the first call alone and the calls queued meanwhile together, in order, per member', async () => {
    const runs: string[][] = [];
    const batcher = createMemberBatcher<string, string>(
      async (calls) => {
        runs.push([...calls]);
        await tick();
        return calls.map((c) => `done:${c}`);
      },
      { maxBatch: 3, onFailure: () => 'failed' },
    );
    const answers = await Promise.all(['a1', 'a2', 'a3', 'a4', 'a5'].map((c) => batcher.submit('A', c)).concat(batcher.submit('B', 'b1')));
    expect(answers).toEqual(['done:a1', 'done:a2', 'done:a3', 'done:a4', 'done:a5', 'done:b1']);
    expect(runs).toEqual([['a1'], ['b1'], ['a2', 'a3', 'a4'], ['a5']]);
  });

  it('runs each call of a failed batch on its own, so one failure answers only its own call', async () => {
    const runs: string[][] = [];
    const batcher = createMemberBatcher<string, string>(
      async (calls) => {
        runs.push([...calls]);
        await tick();
        if (calls.includes('bad')) throw new Error('deadlock');
        return calls.map((c) => `done:${c}`);
      },
      { maxBatch: 10, onFailure: (e) => `failed:${(e as Error).message}` },
    );
    const answers = await Promise.all(['first', 'x', 'bad', 'y'].map((c) => batcher.submit('M', c)));
    expect(answers).toEqual(['done:first', 'done:x', 'failed:deadlock', 'done:y']);
    expect(runs).toEqual([['first'], ['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
  });
});
