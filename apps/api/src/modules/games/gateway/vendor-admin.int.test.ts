import type { BoGameVendor, BoGameVendorList, BoGameVendorSecret } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { addVendor } from '../../money/wallet/wallet.test-support';

const graceMinutes = 15;
let t: TestApp;
let admin: string;
let operator: string;
let finance: string;
let support: string;
let vendorSeq = 0;

beforeAll(async () => {
  t = await createTestApp({ VENDOR_SECRET_GRACE_MINUTES: String(graceMinutes), CATALOG_CACHE_MS: '600000' });
  admin = await t.staffToken(['admin']);
  operator = await t.staffToken(['operator']);
  finance = await t.staffToken(['finance']);
  support = await t.staffToken(['support']);
});
afterAll(async () => t.close());

type Body = Record<string, unknown>;
type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: Body) => t.app.inject({ method, url, headers: bearer(token), payload });
const valueOf = <T>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};
const newVendor = async (mode: 'seamless' | 'transfer' = 'seamless') => {
  const code = `GA${++vendorSeq}`;
  const { id } = await addVendor(t, code, mode);
  return { id, code };
};
const credentialsRow = (vendorId: number) =>
  t.database.db.selectFrom('game_vendor_credentials').selectAll().where('vendor_id', '=', vendorId).executeTakeFirstOrThrow();
const auditOf = (target: string) =>
  t.database.db.selectFrom('audit_log').select(['action', 'actor_type', 'actor_name', 'details']).where('target', '=', target).orderBy('id').execute();
const listed = async (token: string, code: string) =>
  valueOf<BoGameVendorList>(await send('GET', '/bo/games/vendors', token)).list.find((v) => v.code === code);

describe('vendor list', () => {
  it('shows wallet settings without credentials, for operators and admins only', async () => {
    const { code } = await newVendor('transfer');
    const vendor = await listed(operator, code);
    expect(vendor).toMatchObject({
      code,
      walletMode: 'transfer',
      maintenance: false,
      enabled: true,
      hasCredentials: false,
      ipAllowList: [],
      launchUrl: '',
      rotatedAt: null,
      previousSecretUntil: null,
    });
    const list = valueOf<BoGameVendorList>(await send('GET', '/bo/games/vendors', admin));
    expect(list.secretGraceMinutes).toBe(graceMinutes);
    for (const token of [finance, support]) {
      const res = await send('GET', '/bo/games/vendors', token);
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('credentials', () => {
  it('are created once by an admin, the secret shown in that answer only and never listed or audited', async () => {
    const { id, code } = await newVendor();
    const launchUrl = 'https://games.example.com/play?t={launchToken}&v={vendorCode}&g={gameCode}&l={language}&lobby={lobbyUrl}&m={mode}';
    const refused = await send('POST', `/bo/games/vendors/${id}/credentials`, operator, { ipAllowList: ['203.0.113.7'] });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'FORBIDDEN']);

    const res = await send('POST', `/bo/games/vendors/${id}/credentials`, admin, { ipAllowList: ['203.0.113.7', '2001:db8::/32'], launchUrl });
    expect(res.headers['cache-control']).toContain('no-store');
    const created = valueOf<BoGameVendorSecret>(res);
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.vendor).toMatchObject({ hasCredentials: true, ipAllowList: ['203.0.113.7', '2001:db8::/32'], launchUrl, rotatedAt: null });
    expect((await credentialsRow(id)).secret).toBe(created.secret);

    const listBody = (await send('GET', '/bo/games/vendors', admin)).body;
    expect(listBody).not.toContain(created.secret);
    expect(listBody).not.toMatch(/"secret"/);
    const audit = await auditOf(`vendor:${code}`);
    expect(audit.map((a) => a.action)).toEqual(['games.vendor.credentials.create']);
    expect(JSON.stringify(audit)).not.toContain(created.secret);

    const again = await send('POST', `/bo/games/vendors/${id}/credentials`, admin, {});
    expect([again.statusCode, errorCodeOf(again)]).toEqual([409, 'CONFLICT']);
    expect((await credentialsRow(id)).secret).toBe(created.secret);
  });

  it('refuses an unknown vendor and bad input', async () => {
    const unknown = await send('POST', '/bo/games/vendors/999999/credentials', admin, {});
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'VENDOR_NOT_FOUND']);
    const { id } = await newVendor();
    const bad = await send('POST', `/bo/games/vendors/${id}/credentials`, admin, { ipAllowList: ['not-an-ip'] });
    expect([bad.statusCode, errorCodeOf(bad)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await t.database.db.selectFrom('game_vendor_credentials').select('vendor_id').where('vendor_id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});

describe('secret rotation', () => {
  it('issues a new secret and keeps the old one valid until the grace end', async () => {
    const { id, code } = await newVendor();
    const first = valueOf<BoGameVendorSecret>(await send('POST', `/bo/games/vendors/${id}/credentials`, admin, {}));
    const refused = await send('POST', `/bo/games/vendors/${id}/rotate-secret`, operator);
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'FORBIDDEN']);

    const before = Date.now();
    const rotated = valueOf<BoGameVendorSecret>(await send('POST', `/bo/games/vendors/${id}/rotate-secret`, admin));
    const after = Date.now();
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(first.secret);

    const row = await credentialsRow(id);
    expect(row.secret).toBe(rotated.secret);
    expect(row.previous_secret).toBe(first.secret);
    const graceMs = graceMinutes * 60_000;
    expect(row.previous_secret_until!.getTime()).toBeGreaterThanOrEqual(before + graceMs - 1000);
    expect(row.previous_secret_until!.getTime()).toBeLessThanOrEqual(after + graceMs + 1000);
    expect(row.rotated_at).not.toBeNull();
    expect(rotated.vendor.previousSecretUntil).toBe(row.previous_secret_until!.toISOString());
    expect((await listed(operator, code))?.previousSecretUntil).toBe(row.previous_secret_until!.toISOString());

    // A second rotation: the secret from the first rotation becomes the previous one, the first is gone.
    const third = valueOf<BoGameVendorSecret>(await send('POST', `/bo/games/vendors/${id}/rotate-secret`, admin));
    const again = await credentialsRow(id);
    expect([again.secret, again.previous_secret]).toEqual([third.secret, rotated.secret]);

    const audit = await auditOf(`vendor:${code}`);
    expect(audit.map((a) => a.action)).toEqual(['games.vendor.credentials.create', 'games.vendor.secret.rotate', 'games.vendor.secret.rotate']);
    expect(audit[1]!.details).toMatchObject({ graceMinutes, previousSecretUntil: row.previous_secret_until!.toISOString() });
    const auditText = JSON.stringify(audit);
    for (const secret of [first.secret, rotated.secret, third.secret]) expect(auditText).not.toContain(secret);
  });

  it('shows no grace end once it has passed', async () => {
    const { id, code } = await newVendor();
    valueOf(await send('POST', `/bo/games/vendors/${id}/credentials`, admin, {}));
    valueOf(await send('POST', `/bo/games/vendors/${id}/rotate-secret`, admin));
    await t.database.db
      .updateTable('game_vendor_credentials')
      .set({ previous_secret_until: new Date(Date.now() - 1000) })
      .where('vendor_id', '=', id)
      .execute();
    expect((await listed(admin, code))?.previousSecretUntil).toBeNull();
  });

  it('needs credentials first', async () => {
    const { id } = await newVendor();
    const res = await send('POST', `/bo/games/vendors/${id}/rotate-secret`, admin);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([409, 'INVALID_STATE']);
  });
});

describe('vendor changes', () => {
  it('change mode, maintenance and enabled, audited, and clear the player catalog cache', async () => {
    const { id, code } = await newVendor();
    const cardOf = async () => (await t.services.catalog.vendorsOfType(undefined, 'EN')).list.find((v) => v.vassalage === code);
    expect((await cardOf())?.maintenance).toBe(false);

    const res = await send('PATCH', `/bo/games/vendors/${id}`, operator, { walletMode: 'transfer', maintenance: true });
    expect(valueOf<BoGameVendor>(res)).toMatchObject({ walletMode: 'transfer', maintenance: true, enabled: true });
    const row = await t.database.db.selectFrom('catalog_vendors').select(['wallet_mode', 'maintenance']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ wallet_mode: 'transfer', maintenance: true });
    // CATALOG_CACHE_MS is ten minutes here: only the invalidation can make the change visible.
    expect((await cardOf())?.maintenance).toBe(true);

    const audit = await auditOf(`vendor:${code}`);
    expect(audit.map((a) => [a.action, a.actor_type])).toEqual([['games.vendor.update', 'staff']]);
    expect(audit[0]!.details).toMatchObject({ before: { walletMode: 'seamless', maintenance: false }, changes: { walletMode: 'transfer', maintenance: true } });
  });

  it('set and remove the maximum win per round, audited, and the wallet sees it at once', async () => {
    const { id, code } = await newVendor();
    expect((await listed(operator, code))?.maxRoundWin).toBeNull();
    const set = valueOf<BoGameVendor>(await send('PATCH', `/bo/games/vendors/${id}`, operator, { maxRoundWin: 2_500_000 }));
    expect(set.maxRoundWin).toBe(2_500_000);
    const row = await t.database.db.selectFrom('catalog_vendors').select('max_round_win').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.max_round_win).toBe(2_500_000n);
    expect((await auditOf(`vendor:${code}`)).at(-1)?.details).toMatchObject({ before: { maxRoundWin: null }, changes: { maxRoundWin: 2_500_000 } });
    const removed = valueOf<BoGameVendor>(await send('PATCH', `/bo/games/vendors/${id}`, operator, { maxRoundWin: null }));
    expect(removed.maxRoundWin).toBeNull();
    for (const maxRoundWin of [0, -5, 1.5, 1e16, '100']) {
      const res = await send('PATCH', `/bo/games/vendors/${id}`, operator, { maxRoundWin });
      expect([res.statusCode, errorCodeOf(res)], String(maxRoundWin)).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('change the allow-list and launch URL of a vendor with credentials', async () => {
    const { id } = await newVendor();
    const noCredentials = await send('PATCH', `/bo/games/vendors/${id}`, operator, { ipAllowList: ['10.0.0.0/8'] });
    expect([noCredentials.statusCode, errorCodeOf(noCredentials)]).toEqual([409, 'INVALID_STATE']);
    valueOf(await send('POST', `/bo/games/vendors/${id}/credentials`, admin, {}));
    const secretBefore = (await credentialsRow(id)).secret;

    const launchUrl = 'http://localhost:3100/play?vendor={vendorCode}&game={gameCode}&token={launchToken}';
    const changed = valueOf<BoGameVendor>(
      await send('PATCH', `/bo/games/vendors/${id}`, operator, { ipAllowList: ['10.0.0.0/8', '::1', ' 127.0.0.1 '], launchUrl }),
    );
    expect(changed).toMatchObject({ ipAllowList: ['10.0.0.0/8', '::1', '127.0.0.1'], launchUrl });
    const row = await credentialsRow(id);
    expect([row.ip_allow_list, row.launch_url, row.secret]).toEqual([['10.0.0.0/8', '::1', '127.0.0.1'], launchUrl, secretBefore]);

    const cleared = valueOf<BoGameVendor>(await send('PATCH', `/bo/games/vendors/${id}`, operator, { ipAllowList: [], launchUrl: '' }));
    expect(cleared).toMatchObject({ ipAllowList: [], launchUrl: '' });
  });

  it('refuse bad input with field errors and change nothing', async () => {
    const { id, code } = await newVendor();
    valueOf(await send('POST', `/bo/games/vendors/${id}/credentials`, admin, {}));
    const cases: Body[] = [
      {},
      { walletMode: 'hybrid' },
      { ipAllowList: ['300.1.2.3'] },
      { ipAllowList: ['10.0.0.0/33'] },
      { ipAllowList: ['example.com'] },
      { ipAllowList: 'not-a-list' },
      { launchUrl: 'ftp://games.example.com/{launchToken}' },
      { launchUrl: 'https://games.example.com/play?token={token}' },
      { launchUrl: 'https://games.example.com/play?token={launchToken' },
      { launchUrl: 'games.example.com/play' },
      { launchUrl: 'javascript:alert(1)' },
      { maintenance: 'yes' },
    ];
    for (const body of cases) {
      const res = await send('PATCH', `/bo/games/vendors/${id}`, operator, body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    const extra = await send('PATCH', `/bo/games/vendors/${id}`, operator, { maintenance: true, secret: 'x' });
    expect([extra.statusCode, errorCodeOf(extra)]).toEqual([400, 'UNKNOWN_FIELD']);
    const unknown = await send('PATCH', '/bo/games/vendors/999999', operator, { maintenance: true });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'VENDOR_NOT_FOUND']);
    const forbidden = await send('PATCH', `/bo/games/vendors/${id}`, support, { maintenance: true });
    expect([forbidden.statusCode, errorCodeOf(forbidden)]).toEqual([403, 'FORBIDDEN']);
    const row = await credentialsRow(id);
    expect([row.ip_allow_list, row.launch_url]).toEqual([[], '']);
    expect((await auditOf(`vendor:${code}`)).map((a) => a.action)).toEqual(['games.vendor.credentials.create']);
  });
});
