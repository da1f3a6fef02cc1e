import type { CatalogVendorsTable, Executor, GameVendorCredentialsTable } from '@gp/db';
import type { Insertable, Updateable } from 'kysely';

const vendorColumns = [
  'v.id',
  'v.code',
  'v.display_name',
  'v.game_type',
  'v.enabled',
  'v.maintenance',
  'v.wallet_mode',
  'v.max_round_win',
  'v.wallet_api_version',
  'c.vendor_id as credentials_vendor_id',
  'c.ip_allow_list',
  'c.launch_url',
  'c.rotated_at',
  'c.previous_secret_until',
  'c.updated_at as credentials_updated_at',
] as const;

/** Vendors joined to their credentials, without any secret column. */
const vendorsWithCredentials = (db: Executor) =>
  db.selectFrom('catalog_vendors as v').leftJoin('game_vendor_credentials as c', 'c.vendor_id', 'v.id').select(vendorColumns);

export type VendorSettingsRow = Awaited<ReturnType<ReturnType<typeof vendorsWithCredentials>['executeTakeFirstOrThrow']>>;

export const listVendorSettings = (db: Executor) => vendorsWithCredentials(db).orderBy('v.sort_order').orderBy('v.code').execute();

export const findVendorSettings = (db: Executor, id: number) => vendorsWithCredentials(db).where('v.id', '=', id).executeTakeFirst();

/** Row lock on the vendor: one change at a time, so the audit's "before" is what was changed. */
export const lockVendor = (db: Executor, id: number) =>
  db.selectFrom('catalog_vendors').select(['id', 'code']).where('id', '=', id).forUpdate().executeTakeFirst();

export const updateVendorFlags = (db: Executor, id: number, set: Updateable<CatalogVendorsTable>) =>
  db
    .updateTable('catalog_vendors')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const findCredentialSecrets = (db: Executor, vendorId: number) =>
  db
    .selectFrom('game_vendor_credentials')
    .select(['secret', 'previous_secret', 'previous_secret_until'])
    .where('vendor_id', '=', vendorId)
    .forUpdate()
    .executeTakeFirst();

export const updateCredentials = (db: Executor, vendorId: number, set: Updateable<GameVendorCredentialsTable>) =>
  db
    .updateTable('game_vendor_credentials')
    .set({ ...set, updated_at: new Date() })
    .where('vendor_id', '=', vendorId)
    .execute();

/** Nothing inserted (undefined) when the vendor already has credentials. */
export const insertCredentials = (db: Executor, row: Insertable<GameVendorCredentialsTable>) =>
  db
    .insertInto('game_vendor_credentials')
    .values(row)
    .onConflict((oc) => oc.column('vendor_id').doNothing())
    .returning('vendor_id')
    .executeTakeFirst();
