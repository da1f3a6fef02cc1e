import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { currency, type TestMember } from '../../../../api/src/modules/money/wallet/wallet.test-support';
import { seedCatalog } from '../../../../api/src/seed/catalog.seed';
import { seedGameVendors } from '../../../../api/src/seed/game-vendors.seed';
import { createTestApp, type TestApp } from '../../../../api/src/testing/test-app';
import { buildDemoVendor, type DemoVendor, type DemoVendorOptions } from '../../server';
import { issueLaunchToken } from '../../testing/launch-token';

export type HallsPlatform = {
  t: TestApp;
  vendor: DemoVendor;
  platformUrl: string;
  vendorUrl: string;
  master: string;
  /** A real-money session of a game for a member, opened through `authenticate` as the platform's launch does. */
  realSession: (member: TestMember, gameCode: string, vendorUrl?: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The shared games' integration tests' stage: the real platform on a port, the demo vendor built
 * with the test's options (short timers, a random source it controls) on another, the catalog
 * seeded (three games a vendor) with every vendor launching at this vendor.
 */
export const startHallsPlatform = async (options: Omit<DemoVendorOptions, 'platformUrl' | 'masterSecret'> = {}): Promise<HallsPlatform> => {
  const master = randomBytes(32).toString('hex');
  const t = await createTestApp({ DEMO_VENDOR_SECRET: master });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const vendor = await buildDemoVendor({ logLevel: 'warn', ...options, platformUrl, masterSecret: master });
  await vendor.app.listen({ host: '127.0.0.1', port: 0 });
  const vendorUrl = `http://127.0.0.1:${(vendor.app.server.address() as AddressInfo).port}`;
  await seedCatalog(t.database.db, { gamesPerVendor: 3 });
  await seedGameVendors(t.database.db, { url: vendorUrl, masterSecret: master });
  const realSession = async (member: TestMember, gameCode: string, at = vendorUrl): Promise<string> => {
    const token = await issueLaunchToken(t.database.db, { memberId: member.id, gameCode, currency });
    const vendorCode = gameCode.replace(/_\d+$/, '');
    const response = await fetch(`${at}/play?vendor=${vendorCode}&game=${gameCode}&mode=real&token=${encodeURIComponent(token)}&lang=en`, {
      redirect: 'manual',
    });
    const sid = /\/game\/([^?]+)/.exec(response.headers.get('location') ?? '')?.[1];
    if (!sid) throw new Error(`no session: ${response.status} ${await response.text()}`);
    return sid;
  };
  return {
    t,
    vendor,
    platformUrl,
    vendorUrl,
    master,
    realSession,
    close: async () => {
      await vendor.app.close();
      await t.close();
    },
  };
};
