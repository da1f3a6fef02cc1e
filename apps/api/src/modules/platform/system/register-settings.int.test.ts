import { registrationSchema, type RegisterSettings } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../audit';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.staffToken(['operator']);
});
afterAll(async () => t.close());

const served = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
  expect(res.statusCode).toBe(200);
  return res.json().value as RegisterSettings & { methods: string[]; defaultMethod: string };
};
const readDoc = async () => (await t.app.inject({ method: 'GET', url: '/bo/settings/register', headers: bearer(operator) })).json().value;
const write = (value: unknown, version: number, token = operator) =>
  t.app.inject({ method: 'PUT', url: '/bo/settings/register', headers: bearer(token), payload: { value, version } });
const setFlags = async (flags: { USERNAMEREG3: boolean; MOBILENUMREG3: boolean }) => {
  const doc = await t.services.settings.get('whitelabel');
  await t.services.settings.update('whitelabel', { ...doc.value, ...flags }, doc.version, systemActor('test'));
};

describe('GET /wps/system/setting/register', () => {
  it('serves the default fields and both methods, mobile first by default', async () => {
    const value = await served();
    expect(value.methods).toEqual(['username', 'mobile']);
    expect(value.defaultMethod).toBe('mobile');
    expect(value.fields.username).toEqual({
      enabled: true,
      required: true,
      validation: { patternId: 'letterFirstAlnum', minLength: 4, maxLength: 16, acceptedPattern: '*' },
    });
    expect(value.fields.password).toMatchObject({ enabled: true, required: true, validation: { patternId: 'length', minLength: 8, maxLength: 64 } });
    expect(value.fields.payeeName).toMatchObject({ enabled: false, required: false });
    expect(value.fields.email).toMatchObject({ enabled: false, required: false, validation: { patternId: 'email' } });
    expect(value.fields.birthday).toMatchObject({ enabled: false, validation: { patternId: 'dateYmd' } });
    expect(Object.keys(value.fields)).toHaveLength(26);
  });

  it('follows the whitelabel flags for the methods', async () => {
    await setFlags({ USERNAMEREG3: true, MOBILENUMREG3: false });
    expect(await served()).toMatchObject({ methods: ['username'], defaultMethod: 'username' });
    await setFlags({ USERNAMEREG3: false, MOBILENUMREG3: true });
    expect(await served()).toMatchObject({ methods: ['mobile'], defaultMethod: 'mobile' });
    await setFlags({ USERNAMEREG3: true, MOBILENUMREG3: true });
  });

  it('answers during maintenance, like every /wps/system call', async () => {
    const doc = await t.services.settings.get('maintenance');
    await t.services.settings.update('maintenance', { ...doc.value, mode: 'on' }, doc.version, systemActor('test'));
    await served();
    const after = await t.services.settings.get('maintenance');
    await t.services.settings.update('maintenance', { ...after.value, mode: 'off' }, after.version, systemActor('test'));
  });
});

describe('staff editing /bo/settings/register', () => {
  it('saves with the version read, reaches the player site at once, and refuses a stale version', async () => {
    const doc = await readDoc();
    const next = {
      fields: {
        ...doc.value.fields,
        email: { enabled: true, required: true, validation: { patternId: 'email', minLength: 6, maxLength: 64, acceptedPattern: '*' } },
      },
    };
    const saved = await write(next, doc.version);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.version).toBe(doc.version + 1);
    expect((await served()).fields.email).toMatchObject({ enabled: true, required: true });

    const stale = await write(doc.value, doc.version);
    expect([stale.statusCode, errorCodeOf(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await served()).fields.email.enabled).toBe(true);
  });

  it('refuses a required field that is switched off, a broken regex and a reversed range, with field paths', async () => {
    const doc = await readDoc();
    const fields = doc.value.fields;
    const requiredOff = await write({ fields: { ...fields, qqNum: { ...fields.qqNum, enabled: false, required: true } } }, doc.version);
    expect(requiredOff.statusCode).toBe(400);
    expect(requiredOff.json().details.issues.map((i: { path: string }) => i.path)).toEqual(['body.value.fields.qqNum.required']);

    const badPattern = { ...fields.nickname, validation: { ...fields.nickname.validation, acceptedPattern: '[a-z' } };
    const regex = await write({ fields: { ...fields, nickname: badPattern } }, doc.version);
    expect(regex.json().details.issues.map((i: { path: string }) => i.path)).toEqual(['body.value.fields.nickname.validation.acceptedPattern']);

    const reversed = { ...fields.line, validation: { ...fields.line.validation, minLength: 10, maxLength: 5 } };
    const range = await write({ fields: { ...fields, line: reversed } }, doc.version);
    expect(range.json().details.issues.map((i: { path: string }) => i.path)).toEqual(['body.value.fields.line.validation.maxLength']);

    const noUsername = await write({ fields: { ...fields, username: { ...fields.username, enabled: false, required: false } } }, doc.version);
    expect(noUsername.json().details.issues.map((i: { path: string }) => i.path)).toEqual(['body.value.fields.username.required']);

    expect((await readDoc()).version).toBe(doc.version);
  });

  it('is kept from staff who may not change settings', async () => {
    const content = await t.staffToken(['content']);
    const doc = await readDoc();
    const res = await write(doc.value, doc.version, content);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('the served configuration drives the registration schema', () => {
  it('checks a body against the fields the staff enabled', async () => {
    const value = await served();
    const schema = registrationSchema(value, 'username');
    const body = { username: 'player01', password: 'secret12', confirmPassword: 'secret12', terms: true, ageConfirmed: true };
    // The email was made required above.
    expect(schema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['email', 'validation.required']]);
    expect(schema.safeParse({ ...body, email: 'player@example.com' }).success).toBe(true);
  });
});
