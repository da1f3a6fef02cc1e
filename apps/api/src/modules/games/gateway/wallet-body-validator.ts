import { z } from 'zod';

/**
 * Vendor wallet bodies checked by a validator compiled once, at start, from the JSON Schema that
 * `z.toJSONSchema` makes of the zod schema (packages/contracts stays the one definition), answering
 * exactly as the zod schema's `safeParse` does: the same bodies accepted, the same data out.
 *
 * JSON Schema cannot say three things zod does, so such a body is handed to zod itself:
 * - a refinement (`.refine`, e.g. adjust's non-zero amount): a schema that has one is confirmed by zod
 *   whenever the compiled check accepts;
 * - trimming (`.trim()` on ids): zod checks lengths on the trimmed text and hands back the trimmed
 *   text, so a body with a string that has whitespace at either end goes to zod;
 * - nested objects: zod hands back a copy without the keys it does not know (and trimmed), so a body
 *   that has a value for a property whose schema is a nested object (bet details) goes to zod.
 * Everything else (the bodies real vendors send) is decided by the compiled check alone, and its data
 * is the body's own values of the schema's properties (unknown keys dropped, as zod drops them).
 */

type JsonSchema = Record<string, unknown>;
type Check = (value: unknown) => boolean;
type ZodSchema = z.ZodType;

export type CompiledBody<T> = {
  /** zod's `safeParse(raw)`, answered without zod for the common body. */
  safeParse: (raw: unknown) => { success: true; data: T } | { success: false };
};

const known = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'items',
  'minItems',
  'maxItems',
  'description',
]);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string's length in code points, as JSON Schema and zod count it (a surrogate pair is one; a lone half is one too). */
const codePoints = (text: string): number => {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count -= 1;
      i += 1;
    }
  }
  return count;
};

const typeCheck = (type: unknown): Check => {
  switch (type) {
    case 'string':
      return (v) => typeof v === 'string';
    case 'number':
      return (v) => typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return (v) => typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'object':
      return isPlainObject;
    case 'array':
      return Array.isArray;
    default:
      throw new Error(`wallet body schema: type ${JSON.stringify(type)} is not supported`);
  }
};

/** Compiles one JSON Schema (the subset zod emits for these bodies) into a closure; unknown keywords fail at start. */
const compile = (schema: JsonSchema): Check => {
  for (const keyword of Object.keys(schema)) if (!known.has(keyword)) throw new Error(`wallet body schema: keyword ${keyword} is not supported`);
  if (schema.format !== undefined && schema.pattern === undefined) throw new Error(`wallet body schema: format ${String(schema.format)} without a pattern`);
  const checks: Check[] = [];
  if (schema.type !== undefined) checks.push(typeCheck(schema.type));
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, minItems, maxItems } = schema as Record<string, number | undefined>;
  if (minLength !== undefined) checks.push((v) => typeof v !== 'string' || codePoints(v) >= minLength);
  if (maxLength !== undefined) checks.push((v) => typeof v !== 'string' || codePoints(v) <= maxLength);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    checks.push((v) => typeof v !== 'string' || pattern.test(v));
  }
  if (minimum !== undefined) checks.push((v) => typeof v !== 'number' || v >= minimum);
  if (maximum !== undefined) checks.push((v) => typeof v !== 'number' || v <= maximum);
  if (exclusiveMinimum !== undefined) checks.push((v) => typeof v !== 'number' || v > exclusiveMinimum);
  if (exclusiveMaximum !== undefined) checks.push((v) => typeof v !== 'number' || v < exclusiveMaximum);
  if (schema.const !== undefined) {
    const expected = schema.const;
    checks.push((v) => v === expected);
  }
  if (Array.isArray(schema.enum)) {
    const allowed = new Set<unknown>(schema.enum);
    checks.push((v) => allowed.has(v));
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const compiled = branches.filter(isSchema).map(compile);
    checks.push(keyword === 'anyOf' ? (v) => compiled.some((c) => c(v)) : (v) => compiled.filter((c) => c(v)).length === 1);
  }
  if (isSchema(schema.items)) {
    const item = compile(schema.items);
    checks.push((v) => !Array.isArray(v) || v.every(item));
  }
  if (minItems !== undefined) checks.push((v) => !Array.isArray(v) || v.length >= minItems);
  if (maxItems !== undefined) checks.push((v) => !Array.isArray(v) || v.length <= maxItems);
  if (isSchema(schema.properties)) {
    const properties = Object.entries(schema.properties).flatMap(([key, value]) => (isSchema(value) ? [[key, compile(value)] as const] : []));
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    checks.push((v) => {
      if (!isPlainObject(v)) return true;
      for (const key of required) if (!Object.hasOwn(v, key)) return false;
      for (const [key, check] of properties) if (Object.hasOwn(v, key) && !check(v[key])) return false;
      return true;
    });
  }
  if (schema.additionalProperties === false) {
    const allowed = new Set(isSchema(schema.properties) ? Object.keys(schema.properties) : []);
    checks.push((v) => !isPlainObject(v) || Object.keys(v).every((key) => allowed.has(key)));
  }
  return (v) => {
    for (const check of checks) if (!check(v)) return false;
    return true;
  };
};

/** Whether a zod schema holds a refinement (a check JSON Schema cannot express) anywhere inside. */
const hasRefinement = (schema: unknown): boolean => {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def) return false;
  const checks = Array.isArray(def.checks) ? (def.checks as { _zod?: { def?: { check?: string } } }[]) : [];
  if (checks.some((c) => c._zod?.def?.check === 'custom')) return true;
  if (def.type === 'custom' || def.type === 'transform') return true;
  const shape = isPlainObject(def.shape) ? Object.values(def.shape) : [];
  const options = Array.isArray(def.options) ? def.options : [];
  return [...shape, ...options, def.innerType, def.element, def.in, def.out].some((inner) => inner !== undefined && hasRefinement(inner));
};

const outerWhitespace = /^\s|\s$/;
/** Whether text has whitespace at either end (zod's `trim` would change it); printable ASCII ends answer at once. */
const hasPaddedText = (value: string): boolean => {
  if (value.length === 0) return false;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  if (first > 32 && first < 127 && last > 32 && last < 127) return false;
  return outerWhitespace.test(value);
};

/** Properties whose value the compiled check decides and zod hands back unchanged: primitives, or arrays of anything. */
const passesThrough = (schema: JsonSchema): boolean => {
  const branches = [...(Array.isArray(schema.anyOf) ? schema.anyOf : []), ...(Array.isArray(schema.oneOf) ? schema.oneOf : [])].filter(isSchema);
  if (branches.length > 0) return branches.every(passesThrough);
  if (schema.type === 'object') return false;
  if (schema.type === 'array') return isSchema(schema.items) && Object.keys(schema.items).length === 0;
  return schema.type !== undefined || schema.const !== undefined || Array.isArray(schema.enum);
};

/** Compiles a zod object schema of a vendor wallet body once (at start). */
export const compileWalletBody = <S extends ZodSchema>(schema: S): CompiledBody<z.output<S>> => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;
  if (json.type !== 'object' || !isSchema(json.properties)) throw new Error('wallet body schema: an object schema is expected');
  const check = compile(json);
  const confirmWithZod = hasRefinement(schema);
  const properties = Object.entries(json.properties).flatMap(([key, value]) => (isSchema(value) ? [{ key, plain: passesThrough(value) }] : []));
  const byZod = (raw: unknown) => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? { success: true as const, data: parsed.data as z.output<S> } : { success: false as const };
  };
  return {
    safeParse: (raw) => {
      if (!isPlainObject(raw)) return { success: false };
      const data: Record<string, unknown> = {};
      for (const { key, plain } of properties) {
        if (!Object.hasOwn(raw, key)) continue;
        const value = raw[key];
        if (!plain || (typeof value === 'string' && hasPaddedText(value))) return byZod(raw);
        data[key] = value;
      }
      if (!check(raw)) return { success: false };
      if (confirmWithZod) return byZod(raw);
      return { success: true, data: data as z.output<S> };
    },
  };
};
