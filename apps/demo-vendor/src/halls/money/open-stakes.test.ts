import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenStakes } from './open-stakes';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const fileIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'open-stakes-'));
  dirs.push(dir);
  return join(dir, 'hall-stakes.jsonl');
};
const stake = (roundId: string, playerId: string, txId: string) => ({ vendorCode: 'AURORA_LIVE', playerId, gameCode: 'AURORA_LIVE_0001', roundId, txId });

describe('open stakes', () => {
  it('gives back, after a restart, only the stakes of rounds neither paid nor taken back, and empties the file', async () => {
    const file = fileIn();
    const before = createOpenStakes(file);
    await before.opened(stake('R1', '7', 'R1:a:1'));
    await before.opened(stake('R1', '7', 'R1:a:2'));
    await before.opened(stake('R1', '8', 'R1:b:1'));
    await before.opened(stake('R2', '7', 'R2:a:1'));
    await before.opened(stake('R2', '9', 'R2:c:1'));
    await before.closed('AURORA_LIVE', 'R1', '7');
    await before.undone('AURORA_LIVE', 'R2:c:1');
    // The crash cut the last line short.
    appendFileSync(file, '{"open":{"vendorCode":"AURORA_LIVE","playerId":"9","gam');
    const open = await createOpenStakes(file).recover();
    expect(open.map((s) => s.txId).sort()).toEqual(['R1:b:1', 'R2:a:1']);
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(await createOpenStakes(file).recover()).toEqual([]);
  });

  it('keeps nothing without a file (tests, fun money)', async () => {
    const memory = createOpenStakes(undefined);
    await memory.opened(stake('R1', '7', 'R1:a:1'));
    expect(await memory.recover()).toEqual([]);
  });
});
