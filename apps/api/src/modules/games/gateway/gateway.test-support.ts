import { randomUUID } from 'node:crypto';
import type { VendorWalletResponse } from '@gp/contracts';
import { signVendorBody } from '@gp/contracts/node/vendor-signature';
import { newToken, hashToken } from '../../../lib/tokens';
import type { TestApp } from '../../../testing/test-app';
import { findMainWallet } from '../../money/ledger';
import { addVendor, currency, type TestMember } from '../../money/wallet/wallet.test-support';

/** Helpers for the gateway tests: a vendor with credentials and games, signed calls, launch tokens. */

export type TestVendor = { id: number; code: string; secret: string; gameCode: string; gameId: number };

export const addGame = async (t: TestApp, vendor: { id: number; code: string }, gameCode: string, fields: { maintenance?: boolean; enabled?: boolean } = {}) =>
  t.database.db
    .insertInto('catalog_games')
    .values({
      vendor_id: vendor.id,
      vassalage: vendor.code,
      game_type: 'RNG',
      game_code: gameCode,
      game_name: `Game ${gameCode}`,
      display_names: '{}',
      icon_url: '',
      search_text: gameCode.toLowerCase(),
      ...fields,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();

/** A vendor with a secret, an allow-list and one game `${code}_SLOT`; wallet API 1.0 unless told. */
export const addGatewayVendor = async (
  t: TestApp,
  code: string,
  options: { walletMode?: 'seamless' | 'transfer'; ipAllowList?: string[]; credentials?: boolean; walletApiVersion?: '1.0' | '1.1' } = {},
): Promise<TestVendor> => {
  const { id } = await addVendor(t, code, options.walletMode ?? 'seamless');
  if (options.walletApiVersion !== undefined) {
    await t.database.db.updateTable('catalog_vendors').set({ wallet_api_version: options.walletApiVersion }).where('id', '=', id).execute();
  }
  const secret = `secret-${code}-${randomUUID()}`;
  if (options.credentials !== false) {
    await t.database.db
      .insertInto('game_vendor_credentials')
      .values({ vendor_id: id, secret, ip_allow_list: options.ipAllowList ?? [] })
      .execute();
  }
  const gameCode = `${code}_SLOT`;
  const game = await addGame(t, { id, code }, gameCode);
  t.services.gameWallet.invalidate();
  return { id, code, secret, gameCode, gameId: game.id };
};

/** A launch token as the launch service would store it (hashed, single use, 60 s). */
export const addLaunchToken = async (t: TestApp, vendor: TestVendor, member: TestMember, expiresInMs = 60_000): Promise<string> => {
  const token = newToken();
  await t.database.db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: hashToken(token),
      member_id: member.id,
      vendor_id: vendor.id,
      game_id: vendor.gameId,
      currency,
      language: 'en',
      expires_at: new Date(Date.now() + expiresInMs),
    })
    .execute();
  return token;
};

export type CallOptions = { secret?: string | null; remoteAddress?: string; timestamp?: number; rawBody?: string; contentType?: string };

/** A signed call over HTTP; requestId and timestamp are added unless given. */
export const vendorCall = async (t: TestApp, vendor: TestVendor, action: string, body: Record<string, unknown>, options: CallOptions = {}) => {
  const raw = options.rawBody ?? JSON.stringify({ requestId: randomUUID(), timestamp: options.timestamp ?? Date.now(), ...body });
  const secret = options.secret === undefined ? vendor.secret : options.secret;
  const res = await t.app.inject({
    method: 'POST',
    url: `/gw/v1/${vendor.code}/${action}`,
    headers: { 'content-type': options.contentType ?? 'application/json', ...(secret === null ? {} : { 'x-signature': signVendorBody(secret, raw) }) },
    payload: raw,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
  return { statusCode: res.statusCode, body: res.json() as VendorWalletResponse & Record<string, unknown> };
};

/** authenticate with a fresh launch token: the session a vendor would hold. */
export const openSession = async (t: TestApp, vendor: TestVendor, member: TestMember): Promise<string> => {
  const launchToken = await addLaunchToken(t, vendor, member);
  const res = await vendorCall(t, vendor, 'authenticate', { launchToken });
  if (res.body.status !== 'OK') throw new Error(`authenticate failed: ${JSON.stringify(res.body)}`);
  return String(res.body.sessionToken);
};

export const mainBalance = async (t: TestApp, member: TestMember): Promise<bigint> =>
  (await findMainWallet(t.database.db, member.holder, currency))?.balance ?? 0n;

export const newTxId = (): string => `tx-${randomUUID()}`;
