import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoWithdrawal, Withdrawal, WithdrawalList } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config/config';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { bankIdOf, fund, newPlayer, pngBytes, receipt, setCashier, staffPost, valueOf, withdrawOk, type Player } from './withdrawals.test-support';

let t: TestApp;
let dataDir: string;
let finance: string;
const proofDir = () => join(dataDir, 'withdrawal-proofs');
const uploadDir = () => join(dataDir, 'uploads');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gp-proofs-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  finance = await t.staffToken(['finance']);
  await setCashier(t, { turnoverMultiple: 0, withdrawMinAmount: 10_000, withdrawMaxAmount: 5_000_000 });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A member's withdrawal, paid out and disputed as partly received with one PNG proof. */
const disputed = async (): Promise<{ player: Player; made: Withdrawal }> => {
  const player = await newPlayer(t);
  await fund(t, player, 100_000);
  const made = await withdrawOk(t, player, { amount: 40_000, bankAccountId: await bankIdOf(t, player) });
  valueOf(await staffPost(t, finance, `/bo/withdrawals/${made.id}/approve`));
  valueOf(await receipt(t, player, made.id, { kind: 'partial', receivedAmount: '15000' }, [{ name: 'statement.png', bytes: pngBytes() }]));
  return { player, made };
};

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
const refsOf = async (withdrawalId: number) =>
  (await t.database.db.selectFrom('withdrawal_disputes').select('proof_urls').where('withdrawal_id', '=', BigInt(withdrawalId)).executeTakeFirstOrThrow())
    .proof_urls;

describe("a withdrawal's proof images", () => {
  it('are served to their member (private, never stored by a cache) and to finance staff, to nobody else', async () => {
    const { player, made } = await disputed();
    const listed = valueOf<WithdrawalList>(await get('/wps/withdraw/list', player.token)).list.find((w) => w.id === made.id);
    expect(listed?.proofUrls).toEqual([`/wps/withdraw/${made.id}/proofs/1`]);
    const url = listed?.proofUrls[0] ?? '';

    const own = await get(url, player.token);
    expect([own.statusCode, own.headers['content-type'], own.headers['cache-control'], own.headers['x-content-type-options']]).toEqual([
      200,
      'image/png',
      'private, no-store',
      'nosniff',
    ]);
    expect(own.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const other = await newPlayer(t);
    expect((await get(url, other.token)).statusCode).toBe(404);
    expect((await get(`/wps/withdraw/${made.id}/proofs/2`, player.token)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect([401, 403]).toContain((await get(url, finance)).statusCode);

    const staffView = valueOf<{ list: BoWithdrawal[] }>(await get(`/bo/withdrawals?orderNo=${made.orderNo}`, finance)).list[0];
    expect(staffView?.proofUrls).toHaveLength(1);
    const staffImage = await get(staffView?.proofUrls[0] ?? '', finance);
    expect([staffImage.statusCode, staffImage.headers['cache-control']]).toEqual([200, 'private, no-store']);
  });

  it('kept under the public uploads by an older version are moved to the private folder, once', async () => {
    const { player, made } = await disputed();
    const [name] = await refsOf(made.id);
    if (name === undefined) throw new Error('no proof stored');
    // The state an older version left: the file among the public uploads, the row pointing there.
    await mkdir(uploadDir(), { recursive: true });
    await rename(join(proofDir(), name), join(uploadDir(), name));
    await t.database.db
      .updateTable('withdrawal_disputes')
      .set({ proof_urls: JSON.stringify([`/uploads/${name}`]) })
      .where('withdrawal_id', '=', BigInt(made.id))
      .execute();
    expect((await get(`/uploads/${name}`)).statusCode).toBe(200);

    expect(await t.services.withdrawalProofStore.movePublicProofs()).toEqual({ disputes: 1, files: 1, missing: 0 });
    expect(await refsOf(made.id)).toEqual([name]);
    expect([existsSync(join(proofDir(), name)), existsSync(join(uploadDir(), name))]).toEqual([true, false]);
    expect((await get(`/uploads/${name}`)).statusCode).toBe(404);
    expect((await get(`/wps/withdraw/${made.id}/proofs/1`, player.token)).statusCode).toBe(200);

    const before = { private: await readdir(proofDir()), uploads: await readdir(uploadDir()) };
    expect(await t.services.withdrawalProofStore.movePublicProofs()).toEqual({ disputes: 0, files: 0, missing: 0 });
    expect(await refsOf(made.id)).toEqual([name]);
    expect({ private: await readdir(proofDir()), uploads: await readdir(uploadDir()) }).toEqual(before);
  });

  it('are moved when the app starts', async () => {
    const { made } = await disputed();
    const [name] = await refsOf(made.id);
    if (name === undefined) throw new Error('no proof stored');
    await mkdir(uploadDir(), { recursive: true });
    await rename(join(proofDir(), name), join(uploadDir(), name));
    await t.database.db
      .updateTable('withdrawal_disputes')
      .set({ proof_urls: JSON.stringify([`/uploads/${name}`]) })
      .where('withdrawal_id', '=', BigInt(made.id))
      .execute();

    const restarted = await buildApp(testConfig({ DATA_DIR: dataDir }), t.database);
    await restarted.app.ready();
    await restarted.app.close();
    expect(await refsOf(made.id)).toEqual([name]);
    expect([existsSync(join(proofDir(), name)), existsSync(join(uploadDir(), name))]).toEqual([true, false]);
  });
});
