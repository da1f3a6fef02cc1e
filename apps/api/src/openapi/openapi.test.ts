import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDb } from '@gp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/config';
import type { RouteAccess } from '../lib/route-access';
import { slowStartTimeout } from '../testing/slow-start-timeout';
import { generateOpenApi } from './generate-openapi';

describe('openapi.json', () => {
  it('is up to date with the routes (run `npm run openapi` after changing a schema)', async () => {
    const checkedIn = readFileSync(resolve(import.meta.dirname, '../../openapi.json'), 'utf8');
    expect(await generateOpenApi()).toBe(checkedIn);
  }, slowStartTimeout);
});

type Operation = { security?: unknown };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type: string; name?: string }> } };

/** What each kind of access must say in the document, written out here rather than imported. */
const expectedSecurity = (access: RouteAccess, url: string): unknown => {
  if (url.startsWith('/gw/')) return [{ vendorSignature: [] }];
  if (access.kind === 'public') return [];
  if (access.kind === 'visitor') return [{}, { memberBearer: [] }];
  if (access.kind === 'staff') return [{ staffBearer: access.roles }];
  if (access.agentOnly) return [{ memberBearer: ['agent'] }];
  return [{ memberBearer: access.allowTrial ? ['trial'] : [] }];
};

const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('security in the OpenAPI document', () => {
  let built: App;
  let close: () => Promise<void>;
  let document: Document;

  beforeAll(async () => {
    const database = await createDb({ kind: 'pglite', dataDir: null });
    built = await buildApp(testConfig(), database);
    document = built.app.swagger() as unknown as Document;
    close = async () => {
      await built.app.close();
      await database.close();
    };
  });
  afterAll(async () => close());

  it('defines the member, staff and vendor signature schemes', () => {
    expect(document.components.securitySchemes).toMatchObject({
      memberBearer: { type: 'http', scheme: 'bearer' },
      staffBearer: { type: 'http', scheme: 'bearer' },
      vendorSignature: { type: 'apiKey', in: 'header', name: 'X-Signature' },
    });
  });

  it('gives every operation the security its route declares in config.access', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
    expect(operations.length).toBeGreaterThan(200);
    for (const { path, method, op } of operations) {
      const route = built.routes.find((r) => r.method === method && documentPath(r.url) === path);
      expect(route, `${method} ${path} has no registered route`).toBeDefined();
      expect(op.security, `${method} ${path}`).toEqual(expectedSecurity(route!.access, route!.url));
    }
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    const used = operations.flatMap(({ op }) => (op.security as Record<string, unknown>[]).flatMap((r) => Object.keys(r)));
    expect(used.filter((name) => !schemes.has(name))).toEqual([]);
  });

  it('documents every registered route but the library pages and the crash WebSocket', () => {
    const missing = built.routes.filter((r) => !document.paths[documentPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    const undocumented = missing.filter((r) => !/^GET \/docs\b/.test(r) && r !== 'GET /wps/bgs/crash/ws');
    expect(undocumented).toEqual([]);
  });
});
