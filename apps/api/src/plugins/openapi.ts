import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorCodes, errorStatus } from '@gp/contracts';
import type { FastifyInstance } from 'fastify';
import { documentTransform } from '../openapi/document-transform';
import { routeTransform } from '../openapi/route-transform';
import { registerContractSchemas } from '../openapi/schema-components';
import { securitySchemes } from './route-security';

const errorCodeTable = errorCodes.map((c) => `| ${c} | ${errorStatus[c]} |`).join('\n');

/** OpenAPI generated from the zod schemas of every route; the UI is at /docs. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  registerContractSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gaming platform API',
        version: '1.0.0',
        description: [
          'Every response is `{ code, message, value }`; `code` is "0" on success.',
          "Errors carry a stable code, a message in the caller's language (Accept-Language) and `details`.",
          '',
          '| code | HTTP status |',
          '|---|---|',
          errorCodeTable,
        ].join('\n'),
      },
      components: { securitySchemes },
    },
    transform: routeTransform,
    transformObject: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
};
