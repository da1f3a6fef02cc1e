import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let admin: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.staffToken(['admin']);
  operator = await t.staffToken(['operator']);
});
afterAll(async () => t.close());

const read = async (key: string, token = admin) => (await t.app.inject({ method: 'GET', url: `/bo/settings/${key}`, headers: bearer(token) })).json().value;
const write = (key: string, value: unknown, version: number, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/bo/settings/${key}`, headers: bearer(token), payload: { value, version } });

describe('settings documents', () => {
  it('start at the installation defaults', async () => {
    const merchant = await read('merchant');
    expect(merchant.value).toMatchObject({ defaultLanguage: 'HI', agentTypeCodes: [1, 2, 41, 42], trialTypeCode: 4 });
    const flags = await read('whitelabel');
    expect(Object.keys(flags.value).sort()).toEqual([
      'AGENTPOLICY3',
      'CHNGPASSVERIF3',
      'FORCEPASSEXPIRY',
      'FREEPLAY',
      'MOBILENUMPASSREG3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'USERNAMEREG3',
      'VERIFCODELOGIN',
    ]);
  });

  it('save with the version read, bump it, and refuse a stale version', async () => {
    const doc = await read('whitelabel');
    const saved = await write('whitelabel', { ...doc.value, FREEPLAY: false }, doc.version, operator);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({ version: doc.version + 1, value: { FREEPLAY: false } });
    const stale = await write('whitelabel', { ...doc.value, FREEPLAY: true }, doc.version, operator);
    expect([stale.statusCode, errorCodeOf(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await read('whitelabel')).value.FREEPLAY).toBe(false);
  });

  it('reach the player API at once after a save', async () => {
    const doc = await read('whitelabel');
    await write('whitelabel', { ...doc.value, AGENTPOLICY3: !doc.value.AGENTPOLICY3 }, doc.version);
    const flags = (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value;
    expect(flags.AGENTPOLICY3).toBe(!doc.value.AGENTPOLICY3);
  });

  it('refuse values that break the rules, with the field path', async () => {
    const merchant = await read('merchant');
    const res = await write('merchant', { ...merchant.value, supportedLanguages: ['HI', 'EN', 'CN'], defaultLanguage: 'JA' }, merchant.version);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues).toEqual([expect.objectContaining({ path: 'body.value.defaultLanguage' })]);
    const trial = await write('merchant', { ...merchant.value, trialTypeCode: 41 }, merchant.version);
    expect(trial.json().details.issues[0].path).toBe('body.value.trialTypeCode');
    const region = await read('region');
    const badRange = await write('region', { ...region.value, blockedIpRanges: ['10.0.0.0/40'] }, region.version);
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().details.issues[0].path).toBe('body.value.blockedIpRanges.0');
  });

  it("carry the player site's default theme from the site document to the permission response", async () => {
    const permissionTheme = async () => (await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json().value.defaultTheme;
    const site = await read('site');
    expect(site.value.defaultTheme).toBe('dark');
    expect(await permissionTheme()).toBe('dark');
    const saved = await write('site', { ...site.value, defaultTheme: 'light' }, site.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read('site')).value.defaultTheme).toBe('light');
    expect(await permissionTheme()).toBe('light');
    const bad = await write('site', { ...site.value, defaultTheme: 'sepia' }, site.version + 1);
    expect([bad.statusCode, bad.json().details.issues[0].path]).toEqual([400, 'body.value.defaultTheme']);
    await write('site', { ...site.value, defaultTheme: 'dark' }, site.version + 1);
  });

  it('keep merchant and site changes for admins', async () => {
    const merchant = await read('merchant', operator);
    const res = await write('merchant', merchant.value, merchant.version, operator);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
  });

  it('let finance read and change the cashier rules, and read no other document', async () => {
    const finance = await t.staffToken(['finance']);
    const cashier = await read('cashier', finance);
    const saved = await write('cashier', { ...cashier.value, turnoverMultiple: 2 }, cashier.version, finance);
    expect(saved.statusCode, saved.body).toBe(200);
    const merchant = await t.app.inject({ method: 'GET', url: '/bo/settings/merchant', headers: bearer(finance) });
    expect([merchant.statusCode, errorCodeOf(merchant)]).toEqual([403, 'FORBIDDEN']);
    const byOperator = await write('cashier', saved.json().value.value, saved.json().value.version, operator);
    expect([byOperator.statusCode, errorCodeOf(byOperator)]).toEqual([403, 'FORBIDDEN']);
  });

  it('record each change with before and after in the audit log', async () => {
    const doc = await read('site');
    await write('site', { ...doc.value, gtagId: 'G-TEST123' }, doc.version);
    const { list } = await t.services.audit.list({ limit: 5, action: 'settings.site' });
    expect(list[0]).toMatchObject({ action: 'settings.site.update', actorType: 'staff', details: { after: { gtagId: 'G-TEST123' }, before: { gtagId: '' } } });
  });
});
