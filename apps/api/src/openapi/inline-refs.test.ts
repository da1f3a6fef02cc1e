import { describe, expect, it } from 'vitest';
import { inlineSchemaRefs } from './inline-refs';

describe('inlineSchemaRefs', () => {
  it('writes each referenced schema out in place, nested ones too, keeping sibling keywords', () => {
    const document = {
      paths: { '/x': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Body' } } } } } } },
      components: {
        schemas: {
          Body: { type: 'object', properties: { lang: { $ref: '#/components/schemas/Lang', description: 'the language' } } },
          Lang: { type: 'string', enum: ['EN', 'TH'] },
        },
      },
    };
    expect(inlineSchemaRefs(document).paths['/x'].post.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { lang: { type: 'string', enum: ['EN', 'TH'], description: 'the language' } },
    });
  });

  it('keeps a schema that contains itself as a reference inside its own expansion', () => {
    const document = {
      paths: { '/x': { get: { parameters: [{ schema: { $ref: '#/components/schemas/Node' } }] } } },
      components: { schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } },
    };
    expect(inlineSchemaRefs(document).paths['/x'].get.parameters[0]!.schema).toEqual({
      type: 'object',
      properties: { next: { $ref: '#/components/schemas/Node' } },
    });
  });
});
