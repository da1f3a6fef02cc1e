import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { supervise, type Supervisor, type SupervisorOptions } from './supervise';

// Real child processes: tiny Node scripts that count their runs in a file and exit as told.
const dir = mkdtempSync(join(tmpdir(), 'gp-supervise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/**
 * A child whose n-th run (from 1) does `behaviour(n)`: exit with a code at once, or stay up for a
 * while first (ms), or forever (null).
 */
const childScript = (behaviour: string) => {
  const counter = join(dir, `runs-${(files += 1)}`);
  const script = `
    const fs = require('node:fs');
    const file = process.argv[1];
    const n = (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : 0) + 1;
    fs.writeFileSync(file, String(n));
    const [code, stayMs] = (${behaviour})(n);
    if (stayMs === null) setInterval(() => undefined, 1000);
    else setTimeout(() => process.exit(code), stayMs);`;
  const runs = () => (existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0);
  return { start: () => spawn(process.execPath, ['-e', script, counter], { stdio: 'ignore' }), runs };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds, at most 20 s (a generous bound on a loaded host); false if it never did. */
const eventually = async (check: () => boolean): Promise<boolean> => {
  for (let i = 0; i < 400 && !check(); i += 1) await sleep(50);
  return check();
};

const watched = (name: string, start: ReturnType<typeof childScript>['start'], options: SupervisorOptions = {}) => {
  const lines: string[] = [];
  const delays: number[] = [];
  const supervisor: Supervisor = supervise(name, start, {
    firstDelayMs: 50,
    maxDelayMs: 200,
    stableAfterMs: 60_000,
    ...options,
    log: (line) => lines.push(line),
    onRestartScheduled: (ms) => delays.push(ms),
  });
  return { supervisor, lines, delays };
};

describe('supervise', () => {
  it('restarts a child that keeps exiting, the wait doubling up to the cap, and says so', async () => {
    const child = childScript('() => [3, 0]');
    const { supervisor, lines, delays } = watched('the flaky child', child.start);
    expect(await eventually(() => child.runs() >= 5)).toBe(true);
    await supervisor.stop();
    expect(delays.slice(0, 4)).toEqual([50, 100, 200, 200]);
    expect(lines[0]).toMatch(/^the flaky child exited with code 3; restarting it in 50 ms \(at \d\d:\d\d:\d\d\)$/);
    expect(lines[1]).toContain('restarting it in 100 ms');
    // Every start was a real run (the last may have been stopped before its script began).
    expect(child.runs()).toBeGreaterThanOrEqual(supervisor.starts() - 1);
  });

  it('waits the first delay again after a run that lasted', async () => {
    // Runs 1-3 fail at once, run 4 stays up past stableAfterMs, run 5 fails at once.
    const child = childScript('(n) => [3, n === 4 ? 2500 : 0]');
    const { supervisor, delays } = watched('the child', child.start, { stableAfterMs: 2000 });
    expect(await eventually(() => delays.length >= 5)).toBe(true);
    await supervisor.stop();
    expect(delays.slice(0, 5)).toEqual([50, 100, 200, 50, 100]);
  });

  it('names the signal of a child killed from outside, and restarts it', async () => {
    const child = childScript('() => [0, null]');
    const { supervisor, lines } = watched('the vendor', child.start);
    expect(await eventually(() => child.runs() === 1)).toBe(true);
    supervisor.current()?.kill('SIGKILL');
    expect(await eventually(() => child.runs() === 2)).toBe(true);
    await supervisor.stop();
    expect(lines[0]).toMatch(/^the vendor was killed by SIGKILL; restarting it in 50 ms/);
  });

  it('restarts nothing after a deliberate stop', async () => {
    const child = childScript('() => [0, null]');
    const { supervisor, lines } = watched('the API', child.start);
    expect(await eventually(() => child.runs() === 1)).toBe(true);
    const running = supervisor.current();
    await supervisor.stop('SIGTERM');
    expect(running?.signalCode).toBe('SIGTERM');
    expect(await supervisor.ended).toBeNull();
    // Several times the longest wait: a restart would have happened by now.
    await sleep(1000);
    expect([supervisor.starts(), child.runs(), supervisor.current(), lines]).toEqual([1, 1, null, []]);
  });

  it('cancels a restart that was waiting when the stop came', async () => {
    const child = childScript('() => [3, 0]');
    const { supervisor, delays } = watched('the API', child.start, { firstDelayMs: 500, maxDelayMs: 500 });
    expect(await eventually(() => delays.length === 1)).toBe(true);
    await supervisor.stop();
    await sleep(1500);
    expect([supervisor.starts(), child.runs()]).toEqual([1, 1]);
  });

  it('gives up on an exit code restarting cannot help', async () => {
    const child = childScript('() => [2, 0]');
    const { supervisor, lines } = watched('the API', child.start, { fatalExitCodes: [2] });
    expect(await supervisor.ended).toEqual({ code: 2, signal: null });
    await sleep(500);
    expect(supervisor.starts()).toBe(1);
    expect(lines).toEqual(['the API exited with code 2; not restarting it (restarting cannot help)']);
  });
});
