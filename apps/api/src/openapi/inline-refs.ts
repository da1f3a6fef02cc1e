import { isJsonObject, schemaRefPrefix, type Json, type JsonObject } from './json';

const refName = (ref: Json | undefined): string | null =>
  typeof ref === 'string' && ref.startsWith(schemaRefPrefix) ? ref.slice(schemaRefPrefix.length) : null;

const inline = (value: Json, schemas: JsonObject, open: ReadonlySet<string>): Json => {
  if (Array.isArray(value)) return value.map((item) => inline(item, schemas, open));
  if (!isJsonObject(value)) return value;
  const { $ref, ...siblings } = value;
  const rest = Object.fromEntries(Object.entries(siblings).map(([key, child]) => [key, inline(child, schemas, open)]));
  const name = refName($ref);
  const target = name === null || open.has(name) ? undefined : schemas[name];
  if (name === null || target === undefined) return $ref === undefined ? rest : { $ref, ...rest };
  const resolved = inline(target, schemas, new Set([...open, name]));
  return isJsonObject(resolved) ? { ...resolved, ...rest } : resolved;
};

/**
 * The document with every schema component written out where it is referenced, as it was before
 * the document named them: for readers that walk a request's schema. A schema that contains itself
 * stays a reference inside its own expansion.
 */
export const inlineSchemaRefs = <T>(document: T): T => {
  const root = document as unknown as JsonObject;
  const components = isJsonObject(root.components) ? root.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  return { ...root, paths: inline(root.paths ?? {}, schemas, new Set()) } as unknown as T;
};
