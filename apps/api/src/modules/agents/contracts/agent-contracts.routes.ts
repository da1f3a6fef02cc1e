import {
  agentContractAction,
  agentContractActionResult,
  agentContractList,
  agentContractListQuery,
  agentContractRelay,
  agentContractTypes,
  consolidatedContractInfo,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { agentAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import type { AgentContractsService } from './agent-contracts.service';
import type { DividendConfirmationPort } from './dividend-port';

export type AgentContractRoutesOptions = { contracts: AgentContractsService; dividends: DividendConfirmationPort };

/**
 * The contract relay calls the clients use (one per type: list with GET, act with POST) and the
 * consolidated contract info. Agents only; a contract the caller is not a party to is not found.
 */
export const agentContractRoutes: FastifyPluginAsyncZod<AgentContractRoutesOptions> = async (app, { contracts, dividends }) => {
  const tags = ['agent contracts'];
  const config = { access: agentAccess };
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.addHook('onReady', async () => contracts.start((error) => app.log.error({ err: error }, 'contract expiry sweep failed')));
  app.addHook('onClose', async () => contracts.stop());

  for (const type of agentContractTypes) {
    const url = `/wps/relay/${agentContractRelay[type]}`;
    app.get(
      url,
      {
        config,
        schema: {
          tags,
          summary: `The caller's ${type} contracts (received, given or both), newest first, and the one it holds`,
          querystring: agentContractListQuery,
          response: { 200: okEnvelope(agentContractList) },
        },
      },
      async (request) => ok(await contracts.list(memberOf(request), type, request.query)),
    );
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          summary: `Offer, accept, reject or terminate a ${type} contract${type === 'dividend' ? '; confirm or refuse a dividend awaiting confirmation' : ''}`,
          body: agentContractAction,
          response: { 200: okEnvelope(agentContractActionResult) },
        },
      },
      async (request) => ok(await contracts.act(memberOf(request), type, request.body, dividends)),
    );
  }

  app.get(
    '/wps/agent/contracts/summary',
    {
      config,
      schema: {
        tags,
        summary: 'Consolidated contract info: which contract pages to show, offers and confirmations waiting',
        response: { 200: okEnvelope(consolidatedContractInfo) },
      },
    },
    async (request) => ok(await contracts.summary(memberOf(request))),
  );
};
