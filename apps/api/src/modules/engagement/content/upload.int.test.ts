import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePng, noisyPng, pngPixels, pngWithText, testJpeg, testPng } from '../../../testing/images';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let editor: string;
const dir = mkdtempSync(join(tmpdir(), 'gp-uploads-'));

const png = testPng(4, 3);
const jpg = testJpeg();
const gif = Buffer.from('GIF89a fake image body');

/** A multipart/form-data body with the given files (and an optional text field). */
const multipart = (files: { name: string; bytes: Buffer; type?: string }[], fields: Record<string, string> = {}) => {
  const boundary = '----gp-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${f.name}"\r\ncontent-type: ${f.type ?? 'image/png'}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (body: ReturnType<typeof multipart>, token = editor) =>
  t.app.inject({ method: 'POST', url: '/bo/uploads', headers: { ...bearer(token), ...body.headers }, payload: body.payload });

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: dir });
  editor = await t.staffToken(['content']);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('image upload', () => {
  it('stores a PNG under a random name and serves it with its type and nosniff', async () => {
    const res = await upload(multipart([{ name: 'banner.png', bytes: png }], { note: 'x' }));
    expect(res.statusCode, res.body).toBe(200);
    const { url, contentType, size } = res.json().value;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect([contentType, size]).toEqual(['image/png', served.rawPayload.length]);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(pngPixels(served.rawPayload).equals(pngPixels(png))).toBe(true);
    const audit = await t.services.audit.list({ limit: 5, action: 'content.upload.create' });
    expect(audit.list[0]).toMatchObject({ target: url, details: { originalName: 'banner.png', contentType: 'image/png' } });
  });

  it('stores only the re-encoded pixels: a script riding in a text chunk is gone', async () => {
    const res = await upload(multipart([{ name: 'banner.png', bytes: pngWithText(png, '<script>alert(1)</script>') }]));
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().value.url });
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(pngPixels(served.rawPayload).equals(pngPixels(png))).toBe(true);
  });

  it('refuses the PNG signature followed by HTML, storing nothing', async () => {
    const before = readdirSync(dir).length;
    const res = await upload(multipart([{ name: 'page.png', bytes: fakePng() }]));
    expect([res.statusCode, errorCodeOf(res)]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    expect(readdirSync(dir).length).toBe(before);
  });

  it('judges by content, not by name: a .png holding a JPEG is stored as a JPEG', async () => {
    const res = await upload(multipart([{ name: 'photo.png', bytes: jpg }]));
    expect(res.json().value).toMatchObject({ contentType: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });
    const served = await t.app.inject({ method: 'GET', url: res.json().value.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a .png holding GIF or text, a file over 5 MB, two files and no file, storing nothing', async () => {
    const before = readdirSync(dir).length;
    const asGif = await upload(multipart([{ name: 'x.png', bytes: gif }]));
    expect([asGif.statusCode, errorCodeOf(asGif)]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    const asText = await upload(multipart([{ name: 'x.png', bytes: Buffer.from('hello, not an image') }]));
    expect([asText.statusCode, errorCodeOf(asText)]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    const big = await upload(multipart([{ name: 'big.png', bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) }]));
    expect([big.statusCode, errorCodeOf(big)]).toEqual([413, 'IMAGE_TOO_LARGE']);
    const two = await upload(
      multipart([
        { name: 'a.png', bytes: png },
        { name: 'b.png', bytes: png },
      ]),
    );
    expect([two.statusCode, errorCodeOf(two)]).toEqual([400, 'ONE_FILE_ONLY']);
    const none = await upload(multipart([], { note: 'x' }));
    expect([none.statusCode, errorCodeOf(none)]).toEqual([400, 'VALIDATION_ERROR']);
    const json = await t.app.inject({ method: 'POST', url: '/bo/uploads', headers: bearer(editor), payload: { file: 'x' } });
    expect([json.statusCode, errorCodeOf(json)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(readdirSync(dir).length).toBe(before);
  });

  it('refuses a file name holding a NUL byte (it would go into the audit entry), storing nothing', async () => {
    const before = readdirSync(dir).length;
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload(multipart([{ name: 'a\u0000.png', bytes: png }]));
    expect([res.statusCode, errorCodeOf(res)], res.body).toEqual([400, 'INVALID_TEXT']);
    expect(res.json().details).toEqual({ field: 'file.filename' });
    expect(readdirSync(dir).length).toBe(before);
    const after = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(entries.n));
  });

  it('accepts images above the 1 MB JSON limit, while other routes keep that limit and refuse multipart', async () => {
    const wide = noisyPng(900, 900);
    expect(wide.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(multipart([{ name: 'wide.png', bytes: wide }]));
    expect(res.statusCode, res.body).toBe(200);
    const bigJson = await t.app.inject({
      method: 'POST',
      url: '/bo/content/notices',
      headers: { ...bearer(editor), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', content: 'y'.repeat(1_100_000) }),
    });
    expect([bigJson.statusCode, errorCodeOf(bigJson)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/bo/content/notices',
      headers: { ...bearer(editor), ...multipart([{ name: 'a.png', bytes: png }]).headers },
      payload: multipart([{ name: 'a.png', bytes: png }]).payload,
    });
    expect([elsewhere.statusCode, errorCodeOf(elsewhere)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('is for content staff, operators and admins only, and serves nothing outside the upload names', async () => {
    const support = await t.staffToken(['support']);
    const res = await upload(multipart([{ name: 'a.png', bytes: png }]), support);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'FORBIDDEN']);
    for (const url of ['/uploads/../package.json', '/uploads/abc.png', `/uploads/${'a'.repeat(32)}.png`]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, url).toBeLessThan(500);
    }
  });
});
