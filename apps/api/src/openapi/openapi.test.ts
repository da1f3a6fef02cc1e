import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDb } from '@gp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config/config';
import type { RouteAccess } from '../lib/route-access';
import { slowStartTimeout } from '../testing/slow-start-timeout';
import { generateOpenApi } from './generate-openapi';
import { generateSchemaTypes, schemaTypesPath } from './schema-types';

describe('openapi.json', () => {
  // With the client's types, generated from it. Generating them lints the document first (OpenAPI
  // structure, every $ref resolves): an error throws.
  it(
    'is up to date with the routes (run `npm run openapi` after changing a schema)',
    async () => {
      const document = await generateOpenApi();
      expect(document).toBe(readFileSync(resolve(import.meta.dirname, '../../openapi.json'), 'utf8'));
      expect(await generateSchemaTypes(document)).toBe(readFileSync(schemaTypesPath, 'utf8'));
    },
    slowStartTimeout,
  );
});

type Operation = { security?: unknown; responses: Record<string, unknown> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; name?: string }>;
    schemas: Record<string, Record<string, unknown>>;
    responses: Record<string, unknown>;
  };
};

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
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
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

  // The two WebSockets (crash rounds, live chat) speak frames OpenAPI cannot describe; their
  // protocols are in docs/provably-fair.md and docs/live-chat.md. /metrics is Prometheus text for
  // operators, not part of the API (docs/scaling.md).
  it('documents every registered route but the library pages, the two WebSockets and the metrics', () => {
    const missing = built.routes.filter((r) => !document.paths[documentPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    const sockets = new Set(['GET /wps/bgs/crash/ws', 'GET /wps/chat/socket', 'GET /metrics']);
    const undocumented = missing.filter((r) => !/^GET \/docs\b/.test(r) && !sockets.has(r));
    expect(undocumented).toEqual([]);
  });

  describe('shared schemas', () => {
    const errorResponse = { $ref: '#/components/responses/Error' };

    it('names the OK envelope, the error body and the error codes once, as components', () => {
      const { schemas, responses } = document.components;
      expect(schemas.OkEnvelope).toMatchObject({ properties: { code: { enum: ['0'] }, message: { enum: ['OK'] } } });
      expect(schemas.ErrorEnvelope).toMatchObject({ properties: { code: { $ref: '#/components/schemas/ErrorCode' } } });
      expect(schemas.ErrorCode).toMatchObject({ enum: expect.arrayContaining(['VALIDATION_ERROR', 'INTERNAL_ERROR']) });
      expect(responses.Error).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });
      // Quoted, a code is a value of the enum; the code table in the description has them bare.
      expect(JSON.stringify(document).split('"VERSION_CONFLICT"')).toHaveLength(2);
      expect(JSON.stringify(document.paths)).not.toContain('"enum":["OK"]');
    });

    it("answers every operation's errors with the shared error response", () => {
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          expect([op.responses['4XX'], op.responses['5XX']], `${method} ${path}`).toEqual([errorResponse, errorResponse]);
        }
      }
    });

    it('resolves every reference to a component', () => {
      const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
      const unresolved = new Set(
        refs
          .map((r) => r.slice(8, -1))
          .filter((ref) => {
            const [, kind, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
            return !(kind && name && (kind === 'schemas' ? document.components.schemas : document.components.responses)[name]);
          }),
      );
      expect([...unresolved]).toEqual([]);
      expect(refs.length).toBeGreaterThan(500);
    });
  });
});
