import * as contracts from '@gp/contracts';
import { z } from 'zod';

// The type provider names a schema's request-side variant `<id>Input`: an export already ending in
// Input would collide with it.
const componentName = (exportName: string): string => {
  const name = `${exportName.charAt(0).toUpperCase()}${exportName.slice(1)}`;
  return name.endsWith('Input') ? `${name}Schema` : name;
};

/**
 * Names every zod schema of @gp/contracts after its export (`boVendor` becomes `BoVendor`) unless it
 * has an id already, so the OpenAPI document writes it once under `#/components/schemas/` and refers
 * to it elsewhere. Only metadata: validation and serialization do not read it. Running it again
 * (every app the process builds) changes nothing.
 */
export const registerContractSchemas = (): void => {
  const named = new Map<string, unknown>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodType)) continue;
    const meta = z.globalRegistry.get(value);
    const id = typeof meta?.id === 'string' ? meta.id : componentName(name);
    if (named.has(id) && named.get(id) !== value) throw new Error(`Two contract schemas would be the OpenAPI component ${id}`);
    named.set(id, value);
    if (!meta?.id) z.globalRegistry.add(value, { ...meta, id });
  }
};
