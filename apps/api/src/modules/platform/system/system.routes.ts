import { okEnvelope, permission, registerSettingsResponse, systemStatus, whitelabelSettings } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import { ok } from '../../../lib/envelope';
import { publicAccess } from '../../../lib/route-access';
import { visitorOf } from '../../../lib/visitor';
import type { SettingsService } from '../settings';
import type { SystemService } from './system.service';

type Deps = { system: SystemService; settings: SettingsService; config: Config };

/** Public system calls; they answer during maintenance too. */
export const systemRoutes: FastifyPluginAsyncZod<Deps> = async (app, { system, settings, config }) => {
  const tags = ['system'];
  app.get(
    '/wps/system/status',
    {
      config: { access: publicAccess },
      schema: { tags, summary: 'System status: 0 normal, 1 maintenance, 2 region restricted', response: { 200: okEnvelope(systemStatus) } },
    },
    async (request) => ok(await system.status(visitorOf(request, config))),
  );
  app.get(
    '/wps/system/permission',
    {
      config: { access: publicAccess },
      schema: { tags, summary: 'Site permission and configuration for the player app', response: { 200: okEnvelope(permission) } },
    },
    async (request) => ok(await system.permission(visitorOf(request, config))),
  );
  app.get(
    '/wps/system/whitelabel',
    { config: { access: publicAccess }, schema: { tags, summary: 'Whitelabel feature flags', response: { 200: okEnvelope(whitelabelSettings) } } },
    async () => ok(await settings.value('whitelabel')),
  );
  app.get(
    '/wps/system/domainRoute',
    {
      config: { access: publicAccess },
      schema: { tags, summary: 'Alternative domains of the site', response: { 200: okEnvelope(z.object({ list: z.array(z.string()) })) } },
    },
    async () => ok({ list: (await settings.value('site')).domainRoute }),
  );
  app.get(
    '/wps/system/setting/register',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Registration fields (shown, required, validation) and registration methods',
        response: { 200: okEnvelope(registerSettingsResponse) },
      },
    },
    async () => ok(await system.registerSettings()),
  );
};
