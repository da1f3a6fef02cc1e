import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const schemaTypesPath = resolve(import.meta.dirname, '../../../../packages/api-client/src/schema.d.ts');

const header = '// Generated from apps/api/openapi.json by `npm run openapi`: do not edit.\n';

/**
 * The TypeScript types of the OpenAPI document (`paths`, `components`) for the typed client.
 * zod's `required` lists already say which fields an answer always has and which a request may
 * leave to their default, so a default does not make a field required here.
 */
export const generateSchemaTypes = async (documentText: string): Promise<string> =>
  `${header}${astToString(await openapiTS(JSON.parse(documentText) as Parameters<typeof openapiTS>[0], { defaultNonNullable: false, exportType: true, silent: true }))}`;
