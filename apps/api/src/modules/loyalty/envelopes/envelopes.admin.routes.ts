import {
  boEnvelopeRainPage,
  boEnvelopeRainParams,
  boEnvelopeRainRequest,
  boEnvelopeRainRow,
  boEnvelopeSettings,
  boEnvelopeSettingsRequest,
  boPageQuery,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { EnvelopesAdminService } from './envelopes-admin.service';

/** Back office: red-envelope rains (create, cancel, results) and their paying promotion (operators). */
export const envelopesAdminRoutes: FastifyPluginAsyncZod<{ envelopesAdmin: EnvelopesAdminService }> = async (app, { envelopesAdmin }) => {
  const tags = ['back office: loyalty'];
  const config = { access: staffAccess('operator') };
  app.get(
    '/bo/loyalty/envelopes',
    {
      config,
      schema: {
        tags,
        summary: 'Rains, newest first, with opened count, amounts opened and paid, and what is left',
        querystring: boPageQuery,
        response: { 200: okEnvelope(boEnvelopeRainPage) },
      },
    },
    async (request) => ok(await envelopesAdmin.list(request.query)),
  );
  app.post(
    '/bo/loyalty/envelopes',
    {
      config,
      schema: {
        tags,
        summary: 'Create a rain: the pool is split into random envelopes (each between min and max, summing to the pool) now',
        body: boEnvelopeRainRequest,
        response: { 200: okEnvelope(boEnvelopeRainRow) },
      },
    },
    async (request) => ok(await envelopesAdmin.create(request.body, staffActorOf(request))),
  );
  app.post(
    '/bo/loyalty/envelopes/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a rain: no more envelopes open; those opened stay paid',
        params: boEnvelopeRainParams,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await envelopesAdmin.cancel(BigInt(request.params.id), staffActorOf(request));
      return ok(null);
    },
  );
  app.get(
    '/bo/loyalty/envelopes/settings',
    { config, schema: { tags, summary: 'The promotion (kind loyalty) that pays red envelopes', response: { 200: okEnvelope(boEnvelopeSettings) } } },
    async () => ok(await envelopesAdmin.settings()),
  );
  app.put(
    '/bo/loyalty/envelopes/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Set the promotion that pays red envelopes of rains created from now',
        body: boEnvelopeSettingsRequest,
        response: { 200: okEnvelope(boEnvelopeSettings) },
      },
    },
    async (request) => ok(await envelopesAdmin.saveSettings(request.body, staffActorOf(request))),
  );
};
