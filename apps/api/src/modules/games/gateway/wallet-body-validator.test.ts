import { vendorBatchRequest, vendorWalletRequests, vendorWalletRequestsV11 } from '@gp/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileWalletBody } from './wallet-body-validator';
import { walletBatchEnvelope, walletBodiesOf } from './wallet-bodies';

// The compiled checks must answer every body exactly as the zod schemas of packages/contracts do:
// the same bodies accepted, the same data handed on. A corpus of valid bodies and their mutations
// (each field dropped, mistyped, padded, too long, out of range...), then random ones.

const uuid = '3b241101-e2bb-4255-8caf-4136c566a962';
const now = 1_796_000_000_000;
const sports = {
  kind: 'sports',
  betType: 'parlay',
  legs: [
    { eventName: ' Ajax v PSV ', market: '1X2', selection: 'Ajax', odds: 1_950, extra: 'dropped' },
    { eventName: 'B v C', startsAt: '2026-12-01T10:00:00+01:00', market: 'Total', selection: 'Over', line: 2.5, odds: 2_100, outcome: null },
  ],
};
const valid: Record<string, Record<string, unknown>> = {
  authenticate: { requestId: uuid, timestamp: now, launchToken: 'launch-token' },
  balance: { requestId: uuid, timestamp: now, playerId: '12', sessionToken: 'session' },
  bet: { requestId: uuid, timestamp: now, playerId: '12', sessionToken: 'session', gameCode: 'slot', roundId: 'r1', txId: 't1', amount: 100, currency: 'USD' },
  win: {
    requestId: uuid,
    timestamp: now,
    playerId: '12',
    sessionToken: 'session',
    gameCode: 'slot',
    roundId: 'r1',
    txId: 't2',
    betTxId: 't1',
    amount: 0,
    currency: 'USD',
    roundClosed: true,
  },
  rollback: { requestId: uuid, timestamp: now, playerId: '12', gameCode: 'slot', roundId: 'r1', txId: 't3', originalTxId: 't1' },
  adjust: {
    requestId: uuid,
    timestamp: now,
    playerId: '12',
    gameCode: 'slot',
    roundId: 'r1',
    txId: 't4',
    originalTxId: 't2',
    amount: -5,
    currency: 'USD',
    reason: 'result-corrected',
    settlementVersion: 2,
  },
};

const replacements: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  ' x',
  'x ',
  '\u00a0x',
  'x\ufeff',
  '\t',
  'a'.repeat(128),
  'a'.repeat(129),
  ` ${'a'.repeat(128)} `,
  '😀'.repeat(64),
  '😀'.repeat(65),
  'usd',
  'EUR',
  'USDX',
  '12',
  0,
  -1,
  1,
  1.5,
  2,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER,
  Infinity,
  true,
  false,
  [],
  ['x'],
  {},
  { kind: 'sports' },
  sports,
  'result-corrected',
  'Result',
  '00000000-0000-0000-0000-000000000000',
  uuid.toUpperCase(),
  '3b241101-e2bb-9255-8caf-4136c566a962',
];

/** Every body of the corpus for one schema: the valid one, each field replaced by each replacement, extra fields. */
const corpusOf = (body: Record<string, unknown>): unknown[] => {
  const bodies: unknown[] = [body, { ...body, unknown: 'dropped' }, { ...body, details: sports }, null, [], 'text', 5, {}];
  for (const key of [...Object.keys(body), 'details', 'betTxId', 'currency', 'roundClosed', 'amount']) {
    for (const value of replacements) {
      const copy: Record<string, unknown> = { ...body };
      if (value === undefined) delete copy[key];
      else copy[key] = value;
      bodies.push(copy);
    }
  }
  return bodies;
};

type Schema = Parameters<typeof compileWalletBody>[0];

const expectSameAnswers = (schema: Schema, compiled: { safeParse: (raw: unknown) => { success: boolean; data?: unknown } }, bodies: unknown[]) => {
  let accepted = 0;
  for (const body of bodies) {
    // A round trip through JSON: the service validates what JSON.parse made of the raw bytes.
    const raw = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown);
    const old = schema.safeParse(raw);
    const now = compiled.safeParse(raw);
    expect({ body, success: now.success }).toEqual({ body, success: old.success });
    if (old.success) {
      accepted += 1;
      expect(now.data).toEqual(old.data);
    }
  }
  return accepted;
};

describe('compiled vendor wallet body checks', () => {
  for (const [version, requests] of [
    ['1.0', vendorWalletRequests],
    ['1.1', vendorWalletRequestsV11],
  ] as const) {
    for (const [action, schema] of Object.entries(requests)) {
      it(`answer ${action} (v${version}) bodies as its zod schema does`, () => {
        const compiled = walletBodiesOf(version)[action as keyof typeof requests];
        const bodies = corpusOf(valid[action] as Record<string, unknown>);
        const accepted = expectSameAnswers(schema, compiled, bodies);
        // The corpus meets both answers.
        expect(accepted).toBeGreaterThan(1);
        expect(accepted).toBeLessThan(bodies.length);
      });
    }
  }

  it('answer batch envelopes as vendorBatchRequest does', () => {
    const envelope = { requestId: uuid, timestamp: now, calls: [{ action: 'win', txId: ' x ' }, 5, null] };
    const accepted = expectSameAnswers(vendorBatchRequest, walletBatchEnvelope, [...corpusOf(envelope), { ...envelope, calls: {} }]);
    expect(accepted).toBeGreaterThan(1);
  });

  it('answer random bodies as the zod schemas do (property)', () => {
    const text = fc.oneof(fc.string({ maxLength: 140 }), fc.constantFrom('USD', ' t ', uuid, 'result-corrected', ''));
    const field = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(sports));
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(valid)),
        fc.dictionary(fc.constantFrom(...Object.keys(valid.win!), 'originalTxId', 'reason', 'settlementVersion', 'details', 'launchToken'), field),
        (action, changes) => {
          const body = { ...valid[action], ...changes };
          for (const [version, requests] of [
            ['1.0', vendorWalletRequests],
            ['1.1', vendorWalletRequestsV11],
          ] as const) {
            const key = action as keyof typeof requests;
            expectSameAnswers(requests[key], walletBodiesOf(version)[key], [body]);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuse at start a schema JSON Schema cannot hold', async () => {
    const { z } = await import('zod');
    expect(() => compileWalletBody(z.object({ at: z.date() }))).toThrow();
  });
});
