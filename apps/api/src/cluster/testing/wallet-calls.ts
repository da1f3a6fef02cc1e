import { bankCurrency, issueLaunchToken, vendorClient, type BankVendor, type VendorClient } from '../../modules/games/gateway/gateway-bank.test-support';
import type { ApiInstances } from './api-instances';

/**
 * Signed vendor wallet calls against the instances: one client per instance for the same vendor
 * (gateway-bank's client: HMAC X-Signature over the exact bytes, `prepare` fixing requestId and
 * timestamp so a retry sends the same bytes; the platform accepts a timestamp for 5 minutes, so a
 * retry within the test's life never needs signing again).
 */
export const walletClients = (cluster: Pick<ApiInstances, 'count' | 'url'>, vendor: BankVendor): VendorClient[] =>
  Array.from({ length: cluster.count }, (_, i) => vendorClient(cluster.url(i), vendor));

export type WalletSession = { memberId: bigint; playerId: string; sessionToken: string };

/** A game session as after a launch: a launch token written here, exchanged through `authenticate` on `client`'s instance. */
export const openWalletSession = async (cluster: Pick<ApiInstances, 't'>, client: VendorClient, memberId: bigint): Promise<WalletSession> => {
  const launchToken = await issueLaunchToken(cluster.t.database.db, memberId, client.vendor);
  const answer = await client.sendOnce('authenticate', client.prepare({ launchToken }));
  if (answer.kind !== 'answer' || answer.body.status !== 'OK' || !answer.body.sessionToken || !answer.body.playerId)
    throw new Error(`authenticate failed: ${JSON.stringify(answer)}`);
  return { memberId, playerId: answer.body.playerId, sessionToken: answer.body.sessionToken };
};

const roundCall = (client: VendorClient, session: WalletSession, roundId: string, txId: string, amount: bigint) => ({
  playerId: session.playerId,
  sessionToken: session.sessionToken,
  gameCode: client.vendor.gameCode,
  roundId,
  txId,
  amount: Number(amount),
  currency: bankCurrency,
});

/** The body of a bet of `amount` in `roundId`, as JSON text ready to sign. */
export const betCall = (client: VendorClient, session: WalletSession, roundId: string, txId: string, amount: bigint): string =>
  client.prepare(roundCall(client, session, roundId, txId, amount));

/** The win closing `roundId` (amount 0 is a loss). */
export const winCall = (client: VendorClient, session: WalletSession, roundId: string, txId: string, betTxId: string, amount: bigint): string =>
  client.prepare({ ...roundCall(client, session, roundId, txId, amount), betTxId, roundClosed: true });

/** The same content under a new requestId and timestamp, as a vendor's retry sends it. */
export const resentCall = (client: VendorClient, raw: string): string => {
  const content = JSON.parse(raw) as Record<string, unknown>;
  delete content.requestId;
  delete content.timestamp;
  return client.prepare(content);
};

/** `HTTP status [message]` of a wallet answer, or what stood in for one (a lost call, a non-JSON page). */
export const statusOf = (answer: Awaited<ReturnType<VendorClient['sendOnce']>>): string => {
  if (answer.kind !== 'answer') return `lost: ${answer.reason}`;
  const message = 'message' in answer.body && answer.body.message ? ` ${answer.body.message}` : '';
  return `${answer.httpStatus} ${answer.body.status}${message}`;
};
