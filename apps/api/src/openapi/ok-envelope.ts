import { isJsonObject, schemaRefPrefix, type Json, type JsonObject } from './json';

export const okEnvelopeName = 'OkEnvelope';

const isLiteral = (schema: Json | undefined, text: string): boolean =>
  isJsonObject(schema) && (schema.const === text || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === text));

type EnvelopeSchema = JsonObject & { properties: JsonObject };

/** The `{ code: "0", message: "OK", value }` object zod writes out, inline, for every `okEnvelope(...)`. */
const isOkEnvelope = (schema: Json | undefined): schema is EnvelopeSchema => {
  if (!isJsonObject(schema) || schema.type !== 'object' || !isJsonObject(schema.properties)) return false;
  const { code, message, value, ...others } = schema.properties;
  return value !== undefined && Object.keys(others).length === 0 && isLiteral(code, '0') && isLiteral(message, 'OK');
};

/** The envelope without its value: the one `OkEnvelope` component. */
const envelopeComponent = (sample: EnvelopeSchema): JsonObject => ({
  type: 'object',
  description: 'What every successful answer says besides its `value`.',
  properties: { code: sample.properties.code ?? null, message: sample.properties.message ?? null },
  required: ['code', 'message'],
});

/**
 * The answer as the shared envelope plus its own value. `unevaluatedProperties` keeps the closed
 * object zod wrote: `additionalProperties` would not see the properties of the `allOf` branches.
 */
const referenced = (schema: EnvelopeSchema): JsonObject => {
  const required = Array.isArray(schema.required) && schema.required.includes('value');
  return {
    allOf: [
      { $ref: `${schemaRefPrefix}${okEnvelopeName}` },
      { type: 'object', properties: { value: schema.properties.value ?? null }, ...(required ? { required: ['value'] } : {}) },
    ],
    ...(schema.additionalProperties === false ? { unevaluatedProperties: false } : {}),
  };
};

const mediaOf = (responses: Json | undefined): JsonObject[] =>
  isJsonObject(responses)
    ? Object.values(responses).flatMap((response) =>
        isJsonObject(response) && isJsonObject(response.content) ? Object.values(response.content).filter(isJsonObject) : [],
      )
    : [];

/**
 * Replaces every operation's inline OK envelope by the `OkEnvelope` component and its value, in
 * place, and returns the component (null when no operation answers with the envelope).
 */
export const shareOkEnvelope = (paths: JsonObject): JsonObject | null => {
  let component: JsonObject | null = null;
  for (const methods of Object.values(paths).filter(isJsonObject)) {
    for (const operation of Object.values(methods).filter(isJsonObject)) {
      for (const media of mediaOf(operation.responses)) {
        if (!isOkEnvelope(media.schema)) continue;
        component ??= envelopeComponent(media.schema);
        media.schema = referenced(media.schema);
      }
    }
  }
  return component;
};
