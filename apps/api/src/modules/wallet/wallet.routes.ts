import { okEnvelope, walletBalance } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { anyMemberAccess } from '../../lib/route-access';
import { memberOf } from '../accounts/caller-context';
import type { WalletService } from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/wps/v2/wallets/balance',
    {
      config: { access: anyMemberAccess },
      schema: { tags: ['wallet'], summary: 'The main wallet balance in minor units', response: { 200: okEnvelope(walletBalance) } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await wallet.balance(memberOf(request)));
    },
  );
};
