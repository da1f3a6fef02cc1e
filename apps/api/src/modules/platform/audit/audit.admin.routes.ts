import { auditList, auditListQuery, auditVerifyResult, okEnvelope } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  const tags = ['back office: audit'];
  app.get(
    '/bo/audit',
    {
      config: { access: staffAccess('operator') },
      schema: { tags, summary: 'Audit log, newest first', querystring: auditListQuery, response: { 200: okEnvelope(auditList) } },
    },
    async (request) => ok(await audit.list(request.query)),
  );
  app.post(
    '/bo/audit/verify',
    { config: { access: staffAccess('admin') }, schema: { tags, summary: 'Recompute the hash chain', response: { 200: okEnvelope(auditVerifyResult) } } },
    async () => ok(await audit.verify()),
  );
};
