import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { reachableSchemas } from './component-refs';
import { errorResponse, errorResponseName, shareErrorResponse } from './error-response';
import { isJsonObject, type JsonObject } from './json';
import { okEnvelopeName, shareOkEnvelope } from './ok-envelope';

type Document = JsonObject & { paths: JsonObject; components: JsonObject };

/**
 * The document with each shared schema written once: the type provider adds every named schema
 * as a component (a request and an answer variant each, used or not), the OK envelope and the
 * error response become components too, and only the schemas an operation reaches stay, sorted
 * by name so the document diffs well.
 */
export const documentTransform: SwaggerTransformObject = (input) => {
  const document = structuredClone(jsonSchemaTransformObject(input)) as unknown as Document;
  const paths = isJsonObject(document.paths) ? document.paths : {};
  const components = isJsonObject(document.components) ? document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  const okEnvelope = shareOkEnvelope(paths);
  if (okEnvelope) schemas[okEnvelopeName] = okEnvelope;
  const responses: JsonObject = shareErrorResponse(paths) ? { [errorResponseName]: errorResponse } : {};
  const used = reachableSchemas([paths, responses], schemas);
  const kept = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name] ?? null]),
  );
  return { ...document, paths, components: { ...components, schemas: kept, responses } } as unknown as ReturnType<SwaggerTransformObject>;
};
