import { okEnvelope, settingsDocument, settingsKeys, settingsUpdate, type SettingsKey, type StaffRole } from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffActorOf } from '../../identity/staff';
import type { SettingsService } from './settings.service';

/** Who may change each document. */
const writers: Record<SettingsKey, StaffRole[]> = {
  merchant: ['admin'],
  site: ['admin'],
  whitelabel: ['admin', 'operator'],
  maintenance: ['admin', 'operator'],
  region: ['admin', 'operator'],
  accountSecurity: ['admin'],
  register: ['admin', 'operator'],
  social: ['admin'],
  cashier: ['admin', 'finance'],
  agentContracts: ['admin', 'operator'],
  promotions: ['admin', 'operator'],
};

/** Admins and operators read every document; finance also reads the cashier rules it maintains. */
const readers = (key: SettingsKey): StaffRole[] => (key === 'cashier' ? ['operator', 'finance'] : ['operator']);

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  for (const key of settingsKeys) {
    const tags = ['back office: settings'];
    app.get(
      `/bo/settings/${key}`,
      {
        config: { access: staffAccess(...readers(key)) },
        schema: { tags, summary: `Read the ${key} settings`, response: { 200: okEnvelope(settingsDocument(key)) } },
      },
      async () => ok(await settings.get(key)),
    );
    app.put(
      `/bo/settings/${key}`,
      {
        config: { access: staffAccess(...writers[key]) },
        schema: {
          tags,
          summary: `Change the ${key} settings (optimistic: send the version you read)`,
          body: settingsUpdate(key),
          response: { 200: okEnvelope(settingsDocument(key)) },
        },
      },
      async (request) => ok(await settings.update(key, request.body.value, request.body.version, staffActorOf(request))),
    );
  }
};
