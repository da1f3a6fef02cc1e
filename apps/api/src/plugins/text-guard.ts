import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { unstorableText } from '../lib/unstorable-text';

// The query and path parsers make objects with prototypes of their own; Buffers (raw signed bodies)
// and Dates hold no text to check.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);

const printable = (key: string) => key.replace(new RegExp(unstorableText.source, 'gu'), '\ufffd');

/**
 * The path (`body.items.0.name`) of the first string or object key that PostgreSQL cannot store, or
 * null. Walks with its own stack: a 1 MB body may nest far deeper than the call stack allows.
 */
export const findUnstorableText = (value: unknown, root: string): string | null => {
  const stack: [unknown, string][] = [[value, root]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (unstorableText.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (unstorableText.test(key)) return `${path}.${printable(key)}`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
};

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
