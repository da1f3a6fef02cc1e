import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { findUnstorableText } from '../lib/unstorable-text';

const parts = ['params', 'querystring', 'body'] as const;

/**
 * A NUL byte or a lone UTF-16 surrogate in any path, query or body value fails deep in PostgreSQL
 * (a 500) or in the audit log's JSON, so every route refuses it here, in the caller's language.
 * preValidation, added after the encrypted-body hook: hooks of one level run in the order they are
 * added, so an E call's body is checked once opened, and the answer is INVALID_TEXT whatever the
 * field's own schema would have said. The onRequest hooks before it read only a bearer token
 * (pattern-checked, then hashed), Accept-Language and the IP, none of which can carry such text
 * into a query.
 */
export const registerTextGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const values = { params: request.params, querystring: request.query, body: request.body };
    for (const part of parts) {
      const field = findUnstorableText(values[part], part);
      if (field) throw new AppError('INVALID_TEXT', { details: { field } });
    }
  });
};
