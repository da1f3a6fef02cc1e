import { randomBytes } from 'node:crypto';
import { demoVendorSecret } from '@gp/contracts/node/vendor-signature';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';

export type GameVendorSeedOptions = {
  /** Where the demo vendor listens (config DEMO_VENDOR_URL). */
  url?: string | undefined;
  /** The master shared with the demo vendor (config DEMO_VENDOR_SECRET); unset gives random secrets. */
  masterSecret?: string | undefined;
  /** Where the demo vendor's calls come from (config DEMO_VENDOR_IPS); default loopback. */
  allowList?: readonly string[] | undefined;
};

/** The part of the launch URL after the demo vendor's address; the placeholders are filled in at launch. */
export const demoLaunchPath = '/play?vendor={vendorCode}&game={gameCode}&token={launchToken}&lang={language}&lobby={lobbyUrl}&mode={mode}';
const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * Every catalog vendor except the in-house ones (HOUSE_*: the bgs games and the lottery) is served by the demo vendor: give each a
 * credentials row (secret, allow-list, launch URL) if it has none. Runs at every start:
 * when a master secret is set, rows never rotated in the back office follow it (the master may be
 * set after a first start), and rows still pointing at the demo vendor follow its URL. The demo vendor
 * speaks wallet API v1.1: its sportsbook resettles with `adjust`, and its shared games (live tables,
 * card rooms, fishing, cockfight) pay a round's players in one `batch` and describe each bet. Those
 * vendors, given their first credentials here, are set to v1.1 (the back office may set them back).
 */
const v11Categories: readonly string[] = ['SPORTS', 'ESPORTS', 'LIVE', 'PVP', 'FISH', 'COCKFIGHT'];

export const seedGameVendors = async (db: Kysely<DB>, options: GameVendorSeedOptions = {}): Promise<number> => {
  const base = (options.url ?? 'http://localhost:3100').replace(/\/+$/, '');
  const launchUrl = `${base}${demoLaunchPath}`;
  const master = options.masterSecret;
  const vendors = await db
    .selectFrom('catalog_vendors as v')
    .leftJoin('game_vendor_credentials as c', 'c.vendor_id', 'v.id')
    .select(['v.id', 'v.code', 'v.game_type', 'c.vendor_id as credentialed', 'c.secret', 'c.rotated_at', 'c.launch_url'])
    .where('v.code', 'not like', 'HOUSE\\_%')
    .execute();

  const missing = vendors.filter((v) => v.credentialed === null);
  if (missing.length > 0) {
    await db
      .insertInto('game_vendor_credentials')
      .values(
        missing.map((v) => ({
          vendor_id: v.id,
          secret: master ? demoVendorSecret(master, v.code) : randomBytes(32).toString('hex'),
          ip_allow_list: [...(options.allowList ?? loopback)],
          launch_url: launchUrl,
        })),
      )
      // Two processes starting at once: the first row stands.
      .onConflict((oc) => oc.column('vendor_id').doNothing())
      .execute();
    const v11 = missing.filter((v) => v11Categories.includes(v.game_type)).map((v) => v.id);
    if (v11.length > 0) await db.updateTable('catalog_vendors').set({ wallet_api_version: '1.1' }).where('id', 'in', v11).execute();
  }

  for (const v of vendors) {
    if (v.credentialed === null) continue;
    const secret = master && v.rotated_at === null ? demoVendorSecret(master, v.code) : v.secret!;
    const url = v.launch_url?.endsWith(demoLaunchPath) ? launchUrl : v.launch_url!;
    if (secret === v.secret && url === v.launch_url) continue;
    await db.updateTable('game_vendor_credentials').set({ secret, launch_url: url, updated_at: new Date() }).where('vendor_id', '=', v.id).execute();
  }
  return missing.length;
};
