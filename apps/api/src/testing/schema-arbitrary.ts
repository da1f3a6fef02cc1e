import fc from 'fast-check';

/** The part of JSON Schema (as zod writes it into the OpenAPI document) the fuzz tier reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** The branches worth filling: a nullable field is more useful with a value than with null. */
export const branchesOf = (schema: JsonSchema): JsonSchema[] => {
  const branches = schema.anyOf ?? schema.oneOf ?? [];
  const useful = branches.filter((b) => b.type !== 'null');
  return useful.length > 0 ? useful : branches;
};

// One month: date ranges in queries are capped (92 or 93 days), and from must not follow to.
const month = { min: new Date('2026-11-01T00:00:00Z'), max: new Date('2026-11-28T23:59:59Z'), noInvalidDate: true };
const calendarDate = '^\\d{4}-\\d{2}-\\d{2}$';

const stringArbitrary = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'date-time') return fc.date(month).map((d) => d.toISOString());
  if (schema.format === 'date' || schema.pattern === calendarDate) return fc.date(month).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.constantFrom('fuzz@example.com', 'player.one@example.org');
  if (schema.format === 'uri') return fc.constantFrom('https://example.com/', 'https://example.org/a/b?c=1');
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? min + 12, min + 12));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  return fc.string({ minLength: min, maxLength: max });
};

const numberBounds = (schema: JsonSchema) => {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 1000);
  // Small, plausible values: the hostile ones are the fuzz's job, not the filler's.
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, min + 1000, Number.MAX_SAFE_INTEGER) };
};

const objectArbitrary = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.properties) {
    const shape = Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, validArbitrary(property)]));
    return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
  }
  if (typeof schema.additionalProperties === 'object') {
    const keys = schema.propertyNames ? validArbitrary(schema.propertyNames).map(String) : fc.stringMatching(/^[a-z]{1,8}$/);
    return fc.dictionary(keys, validArbitrary(schema.additionalProperties), { maxKeys: 2 });
  }
  return fc.constant({});
};

/** Values a well-behaved client could send for this schema (hidden refinements aside). */
export const validArbitrary = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = branchesOf(schema);
  if (branches.length > 0) return fc.oneof(...branches.map(validArbitrary));
  switch (typeOf(schema) ?? (schema.properties || typeof schema.additionalProperties === 'object' ? 'object' : undefined)) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer(numberBounds(schema));
    case 'number': {
      // Hundredths, as a person would type a multiplier or a target.
      const { min, max } = numberBounds(schema);
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = schema.minItems ?? 0;
      return fc.array(validArbitrary(schema.items ?? {}), { minLength: min, maxLength: Math.max(min, Math.min(schema.maxItems ?? min + 2, min + 2)) });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 100 }));
  }
};
