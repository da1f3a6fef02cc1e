/** A JSON value, as the OpenAPI document holds it. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

export const isJsonObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export const schemaRefPrefix = '#/components/schemas/';
