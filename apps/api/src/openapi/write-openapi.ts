import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApi } from './generate-openapi';

export const openApiPath = resolve(import.meta.dirname, '../../openapi.json');

writeFileSync(openApiPath, await generateOpenApi());
console.log(`wrote ${openApiPath}`);
