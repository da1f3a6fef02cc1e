import { isJsonObject, schemaRefPrefix, type Json, type JsonObject } from './json';

/** The names of the schema components `value` points at directly. */
const refsIn = (value: Json | undefined, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(schemaRefPrefix)) found.add(child.slice(schemaRefPrefix.length));
      else refsIn(child, found);
    }
  }
  return found;
};

/** The schema components `root` reaches, directly or through other components. */
export const reachableSchemas = (root: Json, schemas: JsonObject): Set<string> => {
  const seen = new Set<string>();
  const queue = [...refsIn(root)];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  return seen;
};
