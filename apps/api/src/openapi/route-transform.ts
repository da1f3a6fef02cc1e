import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { util } from 'zod/v4/core';

const twins = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The same schema, unnamed: @fastify/swagger spreads a querystring, params or headers object into
 * one parameter per property, which it cannot do through a `$ref` to a component.
 */
const unnamed = (schema: unknown): unknown => {
  if (!(schema instanceof z.ZodType) || !z.globalRegistry.get(schema)?.id) return schema;
  const known = twins.get(schema);
  if (known) return known;
  const twin = util.clone(schema, util.cloneDef(schema));
  twins.set(schema, twin);
  return twin;
};

/** The type provider's transform, with the parameter objects kept inline. */
export const routeTransform: SwaggerTransform<FastifySchema> = (route) => {
  if (!route.schema) return jsonSchemaTransform(route);
  const { querystring, params, headers } = route.schema;
  return jsonSchemaTransform({ ...route, schema: { ...route.schema, querystring: unnamed(querystring), params: unnamed(params), headers: unnamed(headers) } });
};
