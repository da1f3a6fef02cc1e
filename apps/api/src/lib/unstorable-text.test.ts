import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorable-text';

describe('findUnstorableText', () => {
  it('passes well-formed text, surrogate pairs, numbers and raw bodies', () => {
    expect(findUnstorableText({ a: 'x \u{1F600}', b: [1, true, null, { c: 'ok' }], d: new Date(0) }, 'body')).toBeNull();
    // A signed vendor body is a Buffer: its bytes are the vendor's, checked where they are parsed.
    expect(findUnstorableText(Buffer.from([0, 0xed, 0xa0, 0x80]), 'body')).toBeNull();
  });

  it('names the first bad value or key by its path, with the bad character replaced', () => {
    expect(findUnstorableText({ a: [{ b: 'ok' }, { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(findUnstorableText({ a: { 'k\udfff': 1 } }, 'body')).toBe('body.a.k\ufffd');
    expect(findUnstorableText('\ud800', 'params')).toBe('params');
  });

  it('walks nesting far deeper than the call stack would allow', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(findUnstorableText(deep, 'body')).toBe(`body${'.0'.repeat(depth)}`);
  });
});
