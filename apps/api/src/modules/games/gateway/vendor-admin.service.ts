import { randomBytes } from 'node:crypto';
import type { BoGameVendor, BoGameVendorCredentialsCreate, BoGameVendorList, BoGameVendorSecret, BoGameVendorUpdate } from '@gp/contracts';
import type { CatalogVendorsTable, DB, Executor, GameVendorCredentialsTable } from '@gp/db';
import type { Kysely, Updateable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import {
  findCredentialSecrets,
  findVendorSettings,
  insertCredentials,
  listVendorSettings,
  lockVendor,
  updateCredentials,
  updateVendorFlags,
  type VendorSettingsRow,
} from './vendor-admin.repository';

/** A vendor's HMAC secret: 32 random bytes, hex (the same shape as the demo vendor's derived secrets). */
const newVendorSecret = (): string => randomBytes(32).toString('hex');

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

const toBoGameVendor = (row: VendorSettingsRow, now: Date = new Date()): BoGameVendor => ({
  id: row.id,
  code: row.code,
  displayName: row.display_name,
  gameType: row.game_type,
  enabled: row.enabled,
  maintenance: row.maintenance,
  walletMode: row.wallet_mode,
  hasCredentials: row.credentials_vendor_id !== null,
  ipAllowList: row.ip_allow_list ?? [],
  launchUrl: row.launch_url ?? '',
  maxRoundWin: row.max_round_win === null ? null : Number(row.max_round_win),
  walletApiVersion: row.wallet_api_version,
  rotatedAt: iso(row.rotated_at),
  // A grace period that has ended is no longer worth showing: the old secret is refused.
  previousSecretUntil: row.previous_secret_until && row.previous_secret_until > now ? row.previous_secret_until.toISOString() : null,
  credentialsUpdatedAt: iso(row.credentials_updated_at),
});

const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export type VendorAdminOptions = {
  secretGraceMinutes: number;
  /** Caches holding vendor settings (catalog, gateway); each is cleared after a change commits. */
  /** Each clears a cache of vendors; a promise is awaited, so the answer leaves after every instance was told. */
  onVendorChanged: readonly (() => void | Promise<void>)[];
};

/**
 * Vendor wallet settings in the back office: mode, maintenance, enabled, the wallet API version, the IP
 * allow-list, the launch URL and the HMAC secret. Every change is audited in its own transaction
 * (never with a secret in it); a new secret is returned once and never listed.
 */
export const createVendorAdminService = (db: Kysely<DB>, audit: AuditService, options: VendorAdminOptions) => {
  const changed = async () => {
    for (const clear of options.onVendorChanged) await clear();
  };

  const load = async (executor: Executor, id: number): Promise<VendorSettingsRow> => {
    const row = await findVendorSettings(executor, id);
    if (!row) throw new AppError('VENDOR_NOT_FOUND', { details: { id } });
    return row;
  };

  const list = async (): Promise<BoGameVendorList> => {
    const now = new Date();
    return { list: (await listVendorSettings(db)).map((r) => toBoGameVendor(r, now)), secretGraceMinutes: options.secretGraceMinutes };
  };

  const update = async (id: number, patch: BoGameVendorUpdate, actor: Actor): Promise<BoGameVendor> => {
    const row = await db.transaction().execute(async (trx) => {
      if (!(await lockVendor(trx, id))) throw new AppError('VENDOR_NOT_FOUND', { details: { id } });
      const before = await load(trx, id);
      const touchesCredentials = patch.ipAllowList !== undefined || patch.launchUrl !== undefined;
      if (touchesCredentials && before.credentials_vendor_id === null)
        throw new AppError('INVALID_STATE', { details: { reason: 'NO_CREDENTIALS', vendorCode: before.code } });
      const flags: Updateable<CatalogVendorsTable> = defined({
        wallet_mode: patch.walletMode,
        maintenance: patch.maintenance,
        enabled: patch.enabled,
        max_round_win: patch.maxRoundWin === undefined ? undefined : patch.maxRoundWin === null ? null : BigInt(patch.maxRoundWin),
        wallet_api_version: patch.walletApiVersion,
      });
      if (Object.keys(flags).length > 0) await updateVendorFlags(trx, id, flags);
      const credentials: Updateable<GameVendorCredentialsTable> = defined({ ip_allow_list: patch.ipAllowList, launch_url: patch.launchUrl });
      if (Object.keys(credentials).length > 0) await updateCredentials(trx, id, credentials);
      await audit.append(trx, actor, 'games.vendor.update', `vendor:${before.code}`, { before: toBoGameVendor(before), changes: patch });
      return load(trx, id);
    });
    await changed();
    return toBoGameVendor(row);
  };

  const createCredentials = async (id: number, input: BoGameVendorCredentialsCreate, actor: Actor): Promise<BoGameVendorSecret> => {
    const secret = newVendorSecret();
    const row = await db.transaction().execute(async (trx) => {
      const vendor = await lockVendor(trx, id);
      if (!vendor) throw new AppError('VENDOR_NOT_FOUND', { details: { id } });
      const inserted = await insertCredentials(trx, {
        vendor_id: id,
        secret,
        ip_allow_list: input.ipAllowList,
        launch_url: input.launchUrl,
        rotated_at: null,
        previous_secret: null,
        previous_secret_until: null,
      });
      if (!inserted) throw new AppError('CONFLICT', { details: { reason: 'CREDENTIALS_EXIST', vendorCode: vendor.code } });
      await audit.append(trx, actor, 'games.vendor.credentials.create', `vendor:${vendor.code}`, {
        ipAllowList: input.ipAllowList,
        launchUrl: input.launchUrl,
      });
      return load(trx, id);
    });
    await changed();
    return { vendor: toBoGameVendor(row), secret };
  };

  /**
   * A new secret at once; the current one moves to `previous_secret` and stays valid for the grace
   * period so the vendor can switch without refused calls. A second rotation inside the grace period
   * replaces the previous secret: only the last two secrets are ever valid.
   */
  const rotateSecret = async (id: number, actor: Actor): Promise<BoGameVendorSecret> => {
    const secret = newVendorSecret();
    const row = await db.transaction().execute(async (trx) => {
      const vendor = await lockVendor(trx, id);
      if (!vendor) throw new AppError('VENDOR_NOT_FOUND', { details: { id } });
      const current = await findCredentialSecrets(trx, id);
      if (!current) throw new AppError('INVALID_STATE', { details: { reason: 'NO_CREDENTIALS', vendorCode: vendor.code } });
      const now = new Date();
      const graceEnd = new Date(now.getTime() + options.secretGraceMinutes * 60_000);
      await updateCredentials(trx, id, { secret, previous_secret: current.secret, previous_secret_until: graceEnd, rotated_at: now });
      await audit.append(trx, actor, 'games.vendor.secret.rotate', `vendor:${vendor.code}`, {
        previousSecretUntil: graceEnd.toISOString(),
        graceMinutes: options.secretGraceMinutes,
      });
      return load(trx, id);
    });
    await changed();
    return { vendor: toBoGameVendor(row), secret };
  };

  return { list, update, createCredentials, rotateSecret };
};

export type VendorAdminService = ReturnType<typeof createVendorAdminService>;
