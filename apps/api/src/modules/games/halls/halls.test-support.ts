import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDemoVendor, type DemoVendor } from '../../../../../demo-vendor/src/server';
import { seedCatalog } from '../../../seed/catalog.seed';
import { demoLaunchPath, seedGameVendors } from '../../../seed/game-vendors.seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** Test helpers of the shared games' lobby: the platform with a real demo vendor, and vendors that misbehave. */

export type HallsWorld = { t: TestApp; vendor: DemoVendor; vendorUrl: string; close: () => Promise<void> };

const addressOf = (server: { address: () => AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * The platform (listening, so the vendor's authenticate reaches it) with the seeded catalog, and the
 * demo vendor every seeded vendor's launch URL points at.
 */
export const startHallsWorld = async (): Promise<HallsWorld> => {
  const master = randomBytes(32).toString('hex');
  const t = await createTestApp({ DEMO_VENDOR_SECRET: master });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const vendor = await buildDemoVendor({ platformUrl: addressOf(t.app.server), masterSecret: master, logLevel: 'warn' });
  await vendor.app.listen({ host: '127.0.0.1', port: 0 });
  const vendorUrl = addressOf(vendor.app.server);
  await seedCatalog(t.database.db, { gamesPerVendor: 3 });
  await seedGameVendors(t.database.db, { url: vendorUrl, masterSecret: master });
  return {
    t,
    vendor,
    vendorUrl,
    close: async () => {
      await vendor.app.close();
      await t.close();
    },
  };
};

/** Points a catalog vendor's launch URL (and so its lobby feeds) at another origin. */
export const pointVendorAt = async (t: TestApp, vendorCode: string, origin: string) => {
  const vendor = await t.database.db.selectFrom('catalog_vendors').select('id').where('code', '=', vendorCode).executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('game_vendor_credentials')
    .set({ launch_url: `${origin}${demoLaunchPath}` })
    .where('vendor_id', '=', vendor.id)
    .execute();
};

/** What a fake vendor answers a request: a status and a body, or nothing at all (it hangs). */
export type FakeAnswer = { status?: number; body: unknown; raw?: boolean } | 'hang';

/** A vendor of our own making: answers every request with `answer(url)` and counts the requests. */
export const fakeVendor = async (answer: (url: URL) => FakeAnswer) => {
  const hits: string[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://vendor');
    hits.push(`${url.pathname}${url.search}`);
    const reply = answer(url);
    if (reply === 'hang') {
      hanging.push(response);
      return;
    }
    response.writeHead(reply.status ?? 200, { 'content-type': reply.raw ? 'text/html' : 'application/json' });
    response.end(reply.raw ? String(reply.body) : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: addressOf(server),
    hits,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** An origin nothing listens on: a port just given back by the system. */
export const closedOrigin = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = addressOf(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
};
