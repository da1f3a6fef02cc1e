import fc from 'fast-check';
import { branchesOf, validArbitrary, type JsonSchema } from './schema-arbitrary';

type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
export type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };

/** One place a value goes: a path or query parameter, or a body field by its keys. */
export type Field = { where: 'path' | 'query' | 'body'; keys: (string | number)[]; containers: JsonSchema[] };

/** Valid-looking values for every part of one request. */
export type RequestParts = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

/** One shape of an operation's request (a body union has one per branch) and its fields. */
export type RequestShape = { arbitrary: fc.Arbitrary<RequestParts>; fields: Field[] };

// Deep enough for every body in the document (settings documents nest three levels).
const maxDepth = 4;

export const fieldLabel = (field: Field): string => `${field.where}.${field.keys.join('.')}`;

const containerOf = (schema: JsonSchema): JsonSchema | undefined => {
  if (schema.properties || typeof schema.additionalProperties === 'object' || schema.items) return schema;
  return branchesOf(schema).find((b) => b.properties || typeof b.additionalProperties === 'object' || b.items);
};

const bodyFields = (schema: JsonSchema, keys: (string | number)[], containers: JsonSchema[], out: Field[]): void => {
  const container = containerOf(schema);
  if (!container || keys.length >= maxDepth) return;
  const children: [string | number, JsonSchema][] = container.properties
    ? Object.entries(container.properties)
    : typeof container.additionalProperties === 'object'
      ? [[String(container.propertyNames?.enum?.[0] ?? 'fuzz'), container.additionalProperties]]
      : container.items
        ? [[0, container.items]]
        : [];
  for (const [key, child] of children) {
    const field: Field = { where: 'body', keys: [...keys, key], containers: [...containers, container] };
    out.push(field);
    bodyFields(child, field.keys, field.containers, out);
  }
};

const partsArbitrary = (parameters: Parameter[], where: string): fc.Arbitrary<Record<string, unknown>> => {
  const chosen = parameters.filter((p) => p.in === where);
  const shape = Object.fromEntries(chosen.map((p) => [p.name, validArbitrary(p.schema)]));
  return fc.record(shape, { requiredKeys: chosen.filter((p) => p.required || where === 'path').map((p) => p.name) });
};

/** Every shape of the operation's request, each with the fields a hostile value goes into. */
export const requestShapes = (operation: Operation): RequestShape[] => {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const parameterFields: Field[] = parameters.map((p) => ({ where: p.in as 'path' | 'query', keys: [p.name], containers: [] }));
  const path = partsArbitrary(parameters, 'path');
  const query = partsArbitrary(parameters, 'query');
  const body = operation.requestBody?.content['application/json']?.schema;
  const variants = body ? (body.oneOf ?? [body]) : [null];
  return variants.map((variant, index) => {
    const fields = index === 0 ? [...parameterFields] : [];
    if (variant) bodyFields(variant, [], [], fields);
    return { arbitrary: fc.record({ path, query, body: variant ? validArbitrary(variant) : fc.constant(undefined) }), fields };
  });
};

const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0] as T;

const isContainer = (value: unknown, key: string | number): value is Record<string | number, unknown> =>
  typeof key === 'number' ? Array.isArray(value) : typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Puts `value` at the field, filling any missing object or array on the way with a valid-looking
 * sample, so that the rest of the request stays plausible and only this field is hostile.
 */
export const placeAt = (parts: RequestParts, field: Field, value: unknown, seed: number): RequestParts => {
  const copy = structuredClone(parts);
  if (field.where !== 'body') {
    copy[field.where][String(field.keys[0])] = value;
    return copy;
  }
  const root = isContainer(copy.body, field.keys[0] ?? '') ? copy.body : {};
  copy.body = root;
  let node = root;
  for (let depth = 0; depth < field.keys.length - 1; depth += 1) {
    const key = field.keys[depth]!;
    const next = field.keys[depth + 1]!;
    const schema = field.containers[depth + 1] ?? {};
    if (!isContainer(node[key], next)) {
      const filled = typeof next === 'number' ? [sample(validArbitrary(schema.items ?? {}), seed)] : sample(validArbitrary(schema), seed);
      node[key] = isContainer(filled, next) ? filled : typeof next === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  }
  node[field.keys[field.keys.length - 1]!] = value;
  return copy;
};
