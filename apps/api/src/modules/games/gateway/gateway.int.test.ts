import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency, fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { addGatewayVendor, addLaunchToken, mainBalance, newTxId, vendorCall, type TestVendor } from './gateway.test-support';

// The cheap cases of the vendor wallet API over HTTP on PGlite (what `npm start` runs by default);
// the full conformance suite is gateway-conformance.int.test.ts, its concurrent cases gateway-conformance.pg.test.ts.
let t: TestApp;
let vendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  vendor = await addGatewayVendor(t, 'LITE1');
});
afterAll(async () => t.close());

describe('vendor wallet API on PGlite', () => {
  it('authenticates, reads the balance, bets, wins and replays', async () => {
    const member = await newMember(t);
    await fundMember(t, member, 2_000);
    const auth = await vendorCall(t, vendor, 'authenticate', { launchToken: await addLaunchToken(t, vendor, member) });
    expect(auth.body).toMatchObject({ status: 'OK', playerId: String(member.id), balance: 2_000, currency });
    const session = String(auth.body.sessionToken);
    expect((await vendorCall(t, vendor, 'balance', { playerId: String(member.id), sessionToken: session })).body).toEqual({
      status: 'OK',
      balance: 2_000,
      currency,
    });

    const bet = {
      playerId: String(member.id),
      sessionToken: session,
      gameCode: vendor.gameCode,
      roundId: `r-${randomUUID()}`,
      txId: newTxId(),
      amount: 500,
      currency,
    };
    const placed = await vendorCall(t, vendor, 'bet', bet);
    expect(placed).toMatchObject({ statusCode: 200, body: { status: 'OK', balance: 1_500 } });
    expect((await vendorCall(t, vendor, 'bet', bet)).body).toEqual(placed.body);
    const win = { ...bet, txId: newTxId(), betTxId: bet.txId, amount: 1_200, roundClosed: true };
    expect((await vendorCall(t, vendor, 'win', win)).body).toMatchObject({ status: 'OK', balance: 2_700 });
    expect(
      (
        await vendorCall(t, vendor, 'rollback', {
          playerId: bet.playerId,
          gameCode: bet.gameCode,
          roundId: bet.roundId,
          txId: newTxId(),
          originalTxId: bet.txId,
        })
      ).body,
    ).toEqual({ status: 'BET_ALREADY_SETTLED' });
    expect(await mainBalance(t, member)).toBe(2_700n);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('refuses a wrong signature and a malformed body with a clean status', async () => {
    expect((await vendorCall(t, vendor, 'balance', { playerId: '1', sessionToken: 'x' }, { secret: 'nope' })).body).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(await vendorCall(t, vendor, 'bet', {}, { rawBody: 'not json' })).toEqual({
      statusCode: 200,
      body: { status: 'INVALID_REQUEST', message: 'SCHEMA' },
    });
  });
});
