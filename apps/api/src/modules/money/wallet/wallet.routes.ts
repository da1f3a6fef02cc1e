import {
  consolidatedFunds,
  memberTransferResponse,
  merchantWallet,
  okEnvelope,
  transferDownlineRequest,
  transferUplineInfo,
  transferUplineRequest,
  walletBalance,
  walletTransferRequest,
  walletTransferResponse,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { anyMemberAccess, memberAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { MemberTransferService } from './member-transfer.service';
import type { VendorWalletService } from './vendor-wallets.service';
import type { WalletService } from './wallet.service';

type WalletRouteOptions = { wallet: WalletService; vendorWallets: VendorWalletService; transfers: MemberTransferService; config: Config };

/** Balances, vendor wallet transfers and transfers between people. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRouteOptions> = async (app, { wallet, vendorWallets, transfers, config }) => {
  const tags = ['wallet'];
  // A payment password is behind these: guesses are throttled like sign-in attempts.
  const rateLimit = { max: config.RATE_LIMIT_LOGIN_PER_MINUTE, timeWindow: '1 minute' };
  app.addHook('onSend', async (_request, reply) => {
    // Balances change with every bet: never served from a cache.
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wps/v2/wallets/balance',
    {
      config: { access: anyMemberAccess },
      schema: { tags, summary: 'The main wallet balance in minor units', response: { 200: okEnvelope(walletBalance) } },
    },
    async (request) => ok(await wallet.balance(memberOf(request))),
  );
  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: 'Every wallet of the member: main, withdrawal hold, vendor wallets and the total (real accounts)',
        response: { 200: okEnvelope(consolidatedFunds) },
      },
    },
    async (request) => ok(await vendorWallets.consolidated(memberOf(request))),
  );
  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      config: { access: anyMemberAccess },
      schema: { tags, summary: 'Single wallet, or the main wallet and one per transfer-mode vendor', response: { 200: okEnvelope(merchantWallet) } },
    },
    async (request) => ok(await vendorWallets.merchantWallet(memberOf(request))),
  );
  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: 'Main wallet to a vendor wallet (toVendor), back (toMain), or every vendor wallet back (recallAll); idempotent on the client key',
        body: walletTransferRequest,
        response: { 200: okEnvelope(walletTransferResponse) },
      },
    },
    async (request) => ok(await vendorWallets.transfer(memberOf(request), request.body)),
  );
  app.get(
    '/wps/relay/transferUpline',
    {
      config: { access: memberAccess },
      schema: { tags, summary: 'The upline a transfer would reach, the limits and the balance', response: { 200: okEnvelope(transferUplineInfo) } },
    },
    async (request) => ok(await transfers.uplineInfo(memberOf(request))),
  );
  app.post(
    '/wps/relay/transferUpline',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: 'Main wallet to the upline, with the payment password (E); idempotent on the client key',
        body: transferUplineRequest,
        response: { 200: okEnvelope(memberTransferResponse) },
      },
    },
    async (request) => ok(await transfers.transferUpline(memberOf(request), request.body)),
  );
  app.post(
    '/wps/agent/transferDownline',
    {
      config: { access: memberAccess, encrypted: true, rateLimit },
      schema: {
        tags,
        summary: "An agent's wallet to a downline it owns, with the payment password (E); idempotent on the client key",
        body: transferDownlineRequest,
        response: { 200: okEnvelope(memberTransferResponse) },
      },
    },
    async (request) => ok(await transfers.transferDownline(memberOf(request), request.body)),
  );
};
