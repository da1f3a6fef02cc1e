import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Services } from '../services';
import { seedVipProgramme } from '../modules/loyalty/vip';
import { seedEnvelopesWheel } from '../modules/loyalty/wheel';
import { seedReferralProgramme } from '../modules/engagement/referral';
import { systemActor } from '../modules/platform/audit';
import { findStaffByUsername } from '../modules/identity/staff/staff.repository';
import { seedCatalog, type CatalogSeedOptions } from './catalog.seed';
import { seedLottery } from './lottery.seed';
import { seedContent } from './content.seed';
import { seedContentPages } from './content-pages.seed';
import { demoCustomerService } from './customer-service.seed';
import { seedDownloadResources } from './download-resources.seed';
import { seedDemoWins } from './demo-wins.seed';
import { seedGameVendors, type GameVendorSeedOptions } from './game-vendors.seed';
import { seedMembers } from './members.seed';
import { seedAgentContracts } from './agent-contracts.seed';
import { seedPaymentMethods } from './payments.seed';
import { seedPromotionRules } from './promotions.seed';
import { seedApplyPromotionRule } from './apply-promotion.seed';
import { seedMissions } from './missions.seed';
import { seedPointsMall } from './points-mall.seed';

export const demoStaff = { username: 'admin', password: 'Admin#2026-demo', roles: ['admin'] as const };
/** A second staff member, so the cashier's four-eyes rules (adjustments above the threshold) can be shown. */
export const demoFinanceStaff = { username: 'finance', password: 'Finance#2026-demo', roles: ['finance'] as const };

/**
 * Idempotent start-up seed: settings documents at their defaults, the demo admin and finance staff (TOTP is enrolled
 * at first sign-in), example customer-service and resource entries, the demo game catalog (10,000+
 * fictional games), site content, a demo player and agent, and real winning rounds for the winner
 * boards. Existing rows are kept.
 */
export const seed = async (
  db: Kysely<DB>,
  services: Services,
  options: { demo: boolean; demoVendor?: GameVendorSeedOptions } & CatalogSeedOptions,
): Promise<void> => {
  await services.settings.ensureDefaults();
  if (!options.demo) return;
  for (const staff of [demoStaff, demoFinanceStaff]) {
    if (await findStaffByUsername(db, staff.username)) continue;
    await services.staffAdmin.create({ username: staff.username, password: staff.password, roles: [...staff.roles] }, systemActor('seed'));
  }
  const hasCs = await db.selectFrom('customer_service_entries').select('id').limit(1).executeTakeFirst();
  if (!hasCs) {
    await db.insertInto('customer_service_entries').values(demoCustomerService).execute();
  }
  const hasResources = await db.selectFrom('resources').select('id').limit(1).executeTakeFirst();
  if (!hasResources) {
    await db
      .insertInto('resources')
      .values([
        // Brand names, the same in every language: no translations.
        { name: 'TELEGRAM', label_name_en: 'Telegram', language: 'EN', resource_type: 'TELEGRAM', url: 'https://t.me/example' },
        { name: 'FACEBOOK', label_name_en: 'Facebook', language: 'EN', resource_type: 'FACEBOOK', url: 'https://facebook.com/example' },
        { name: 'WHATSAPP', label_name_en: 'WhatsApp', language: 'EN', resource_type: 'WHATSAPP', url: 'https://wa.me/10000000000' },
      ])
      .execute();
  }
  await seedDownloadResources(db);
  await seedCatalog(db, { gamesPerVendor: options.gamesPerVendor });
  await seedGameVendors(db, options.demoVendor);
  await seedLottery(db);
  await seedContent(db);
  await seedContentPages(db);
  await seedPromotionRules(db);
  await seedApplyPromotionRule(db);
  await seedReferralProgramme(db);
  await seedMissions(db);
  await seedVipProgramme(db);
  await seedEnvelopesWheel(db);
  await seedPointsMall(db);
  await seedMembers(db, services.settings);
  await seedAgentContracts(db, services);
  await seedPaymentMethods(db);
  await seedDemoWins(db, services);
};
