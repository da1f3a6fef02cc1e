import {
  boAgentContract,
  boAgentContractOffer,
  boAgentContractPage,
  boAgentContractQuery,
  boAgentContractTerminate,
  boAgentIdParams,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffCallerOf } from '../../identity/staff';
import type { ContractOversightService } from './contract-oversight.service';

/**
 * Back office, agent contracts: operators and support read every contract; operators offer platform
 * contracts and terminate. Each change is audited by the contract service.
 */
export const agentContractsAdminRoutes: FastifyPluginAsyncZod<{ contracts: ContractOversightService }> = async (app, { contracts }) => {
  const contractReaders = { access: staffAccess('operator', 'support') };
  const operators = { access: staffAccess('operator') };
  const tags = ['back office: agents'];

  app.get(
    '/bo/agents/contracts',
    {
      config: contractReaders,
      schema: {
        tags,
        summary: 'Contracts of every agent, newest first, by type, status and either party',
        querystring: boAgentContractQuery,
        response: { 200: okEnvelope(boAgentContractPage) },
      },
    },
    async (request) => ok(await contracts.list(request.query)),
  );
  app.get(
    '/bo/agents/contracts/:id',
    {
      config: contractReaders,
      schema: { tags, summary: 'One contract with its terms', params: boAgentIdParams, response: { 200: okEnvelope(boAgentContract) } },
    },
    async (request) => ok(await contracts.get(BigInt(request.params.id))),
  );
  app.post(
    '/bo/agents/contracts',
    {
      config: operators,
      schema: {
        tags,
        summary: 'Offer a platform contract to a top-level agent (audited)',
        body: boAgentContractOffer,
        response: { 200: okEnvelope(boAgentContract) },
      },
    },
    async (request) => ok(await contracts.offer(request.body, staffCallerOf(request))),
  );
  app.post(
    '/bo/agents/contracts/:id/terminate',
    {
      config: operators,
      schema: {
        tags,
        summary: 'Terminate an active contract or withdraw an offer, with a reason (audited; both parties notified)',
        params: boAgentIdParams,
        body: boAgentContractTerminate,
        response: { 200: okEnvelope(boAgentContract) },
      },
    },
    async (request) => ok(await contracts.terminate(BigInt(request.params.id), request.body.reason, staffCallerOf(request))),
  );
};
