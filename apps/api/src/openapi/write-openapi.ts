import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApi } from './generate-openapi';
import { generateSchemaTypes, schemaTypesPath } from './schema-types';

export const openApiPath = resolve(import.meta.dirname, '../../openapi.json');

const document = await generateOpenApi();
writeFileSync(openApiPath, document);
console.log(`wrote ${openApiPath}`);
writeFileSync(schemaTypesPath, await generateSchemaTypes(document));
console.log(`wrote ${schemaTypesPath}`);
