import { isJsonObject, schemaRefPrefix, type Json, type JsonObject } from './json';

export const errorResponseName = 'Error';

const errorEnvelopeRef = `${schemaRefPrefix}ErrorEnvelope`;

/** A response that is only the error envelope as JSON, as every route's 4XX and 5XX is. */
const isErrorResponse = (response: Json | undefined): boolean => {
  if (!isJsonObject(response) || !isJsonObject(response.content) || Object.keys(response).some((key) => key !== 'description' && key !== 'content'))
    return false;
  const media = Object.entries(response.content);
  const [type, body] = media[0] ?? [];
  return (
    media.length === 1 &&
    type === 'application/json' &&
    isJsonObject(body) &&
    isJsonObject(body.schema) &&
    body.schema.$ref === errorEnvelopeRef &&
    Object.keys(body.schema).length === 1
  );
};

/** The one `Error` response every operation's error statuses point at. */
export const errorResponse: JsonObject = {
  description: "An error: `code` names it (the table above gives its HTTP status), `message` is in the caller's language, `details` says more for some codes.",
  content: { 'application/json': { schema: { $ref: errorEnvelopeRef } } },
};

/** Points every operation's error-envelope responses at the shared `Error` response, in place. */
export const shareErrorResponse = (paths: JsonObject): boolean => {
  let shared = false;
  for (const methods of Object.values(paths).filter(isJsonObject)) {
    for (const operation of Object.values(methods).filter(isJsonObject)) {
      const { responses } = operation;
      if (!isJsonObject(responses)) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (!isErrorResponse(response)) continue;
        responses[status] = { $ref: `#/components/responses/${errorResponseName}` };
        shared = true;
      }
    }
  }
  return shared;
};
