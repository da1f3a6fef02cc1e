import { createQuerySerializer } from 'openapi-fetch';

const serialize = createQuerySerializer<Record<string, unknown>>();

/**
 * The query string of a call. An empty string counts as absent, like undefined and null: a filter
 * field left blank means "no filter", not "match the empty text".
 */
export const queryString = (query: Record<string, unknown> | undefined): string =>
  serialize(Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '')));
