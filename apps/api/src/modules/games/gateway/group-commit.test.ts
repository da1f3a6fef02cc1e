import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

const tick = () => new Promise((r) => setTimeout(r, 5));

type Call = { member: string; id: string };

/** A runner that records each batch and, while it runs, which members are in a running batch. */
const recorder = (fail?: (calls: readonly Call[]) => boolean) => {
  const runs: string[][] = [];
  const overlaps: string[] = [];
  const busy = new Map<string, number>();
  const run = async (calls: readonly Call[]) => {
    runs.push(calls.map((c) => c.id));
    const members = new Set(calls.map((c) => c.member));
    for (const m of members) {
      if ((busy.get(m) ?? 0) > 0) overlaps.push(m);
      busy.set(m, (busy.get(m) ?? 0) + 1);
    }
    await tick();
    for (const m of members) busy.set(m, (busy.get(m) ?? 1) - 1);
    if (fail?.(calls)) throw new Error('deadlock');
    return calls.map((c) => `done:${c.id}`);
  };
  return { runs, overlaps, run };
};

const call = (id: string): Call => ({ member: id.slice(0, 1), id });

describe('group commit', () => {
  it('runs the first call at once and the calls of every member that arrive meanwhile as one batch, in order', async () => {
    const r = recorder();
    const group = createGroupCommit<Call, string>(r.run, { maxBatch: 10, maxStatements: 1, onFailure: () => 'failed' });
    const ids = ['a1', 'b1', 'c1', 'a2', 'd1'];
    const answers = await Promise.all(ids.map((id) => group.submit(id.slice(0, 1), call(id))));
    expect(answers).toEqual(ids.map((id) => `done:${id}`));
    // a2 waited behind a1, so it joins the batch after the calls that were free to go.
    expect(r.runs).toEqual([['a1'], ['b1', 'c1', 'd1', 'a2']]);
  });

  it('never runs two batches of one member at once: its later calls wait, other members go ahead', async () => {
    const r = recorder();
    const group = createGroupCommit<Call, string>(r.run, { maxBatch: 2, maxStatements: 3, onFailure: () => 'failed' });
    const ids = ['a1', 'a2', 'a3', 'b1', 'a4', 'c1', 'b2', 'a5'];
    const answers = await Promise.all(ids.map((id) => group.submit(id.slice(0, 1), call(id))));
    expect(answers).toEqual(ids.map((id) => `done:${id}`));
    expect(r.overlaps).toEqual([]);
    // Each member's calls ran in arrival order, and no batch held more than maxBatch calls.
    const order = r.runs.flat();
    for (const m of ['a', 'b', 'c']) expect(order.filter((id) => id.startsWith(m))).toEqual(ids.filter((id) => id.startsWith(m)));
    expect(Math.max(...r.runs.map((b) => b.length))).toBeLessThanOrEqual(2);
    expect(r.runs.slice(0, 4)).toEqual([['a1'], ['b1'], ['c1'], ['a2', 'a3']]);
  });

  it('keeps at most maxStatements batches running', async () => {
    let running = 0;
    let most = 0;
    const group = createGroupCommit<Call, string>(
      async (calls) => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        return calls.map((c) => c.id);
      },
      { maxBatch: 1, maxStatements: 3, onFailure: () => 'failed' },
    );
    const ids = Array.from({ length: 12 }, (_, n) => `${String.fromCharCode(97 + n)}1`);
    expect(await Promise.all(ids.map((id) => group.submit(id.slice(0, 1), call(id))))).toEqual(ids);
    expect(most).toBe(3);
  });

  it('runs each call of a failed batch on its own, so one failure answers only its own call', async () => {
    const r = recorder((calls) => calls.some((c) => c.id === 'bad'));
    const group = createGroupCommit<Call, string>(r.run, { maxBatch: 10, maxStatements: 1, onFailure: (e) => `failed:${(e as Error).message}` });
    const answers = await Promise.all([call('f1'), call('x1'), { member: 'y', id: 'bad' }, call('z1')].map((c) => group.submit(c.member, c)));
    expect(answers).toEqual(['done:f1', 'done:x1', 'failed:deadlock', 'done:z1']);
    expect(r.runs).toEqual([['f1'], ['x1', 'bad', 'z1'], ['x1'], ['bad'], ['z1']]);
  });

  it('queues a batch of calls before any starts, so they fill statements in their order', async () => {
    const r = recorder();
    const group = createGroupCommit<Call, string>(r.run, { maxBatch: 3, maxStatements: 2, onFailure: () => 'failed' });
    const ids = ['a1', 'b1', 'a2', 'c1', 'd1', 'a3', 'e1'];
    const answers = await Promise.all(group.submitMany(ids.map((id) => ({ key: id.slice(0, 1), call: call(id) }))));
    expect(answers).toEqual(ids.map((id) => `done:${id}`));
    expect(r.overlaps).toEqual([]);
    // The first statement takes the first three calls (a's two in order); a3 waits for it.
    expect(r.runs[0]).toEqual(['a1', 'b1', 'a2']);
    expect(r.runs[1]).toEqual(['c1', 'd1', 'e1']);
    expect(r.runs.flat().filter((id) => id.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
  });
});
