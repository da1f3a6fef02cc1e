import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json';
import { shareOkEnvelope } from './ok-envelope';

const inlineEnvelope = (value: JsonObject): JsonObject => ({
  type: 'object',
  properties: { code: { type: 'string', enum: ['0'] }, message: { type: 'string', enum: ['OK'] }, value },
  required: ['code', 'message', 'value'],
  additionalProperties: false,
});

const pathsWith = (schema: JsonObject): JsonObject => ({
  '/x': { get: { responses: { '200': { description: 'd', content: { 'application/json': { schema } } } } } },
});

const schemaOf = (paths: JsonObject): unknown => JSON.parse(JSON.stringify(paths))['/x'].get.responses['200'].content['application/json'].schema;

describe('shareOkEnvelope', () => {
  it('replaces the inline envelope by the component and the value, still closed', () => {
    const paths = pathsWith(inlineEnvelope({ $ref: '#/components/schemas/Thing' }));
    const component = shareOkEnvelope(paths);
    expect(component).toEqual({
      type: 'object',
      description: expect.any(String),
      properties: { code: { type: 'string', enum: ['0'] }, message: { type: 'string', enum: ['OK'] } },
      required: ['code', 'message'],
    });
    expect(schemaOf(paths)).toEqual({
      allOf: [
        { $ref: '#/components/schemas/OkEnvelope' },
        { type: 'object', properties: { value: { $ref: '#/components/schemas/Thing' } }, required: ['value'] },
      ],
      unevaluatedProperties: false,
    });
  });

  it('leaves other answers alone and makes no component for them', () => {
    const csv = { type: 'string' };
    const other = { type: 'object', properties: { status: { type: 'string' } } };
    for (const schema of [csv, other]) {
      const paths = pathsWith(schema);
      expect(shareOkEnvelope(paths)).toBeNull();
      expect(schemaOf(paths)).toEqual(schema);
    }
  });
});
