import { describe, expect, it } from 'vitest';

// Physical left/right utilities break RTL languages (AR, FA, UR); the logical ones (ms-, pe-,
// start-, text-start ...) flip by themselves. This guards every component of the app.
const sources = import.meta.glob('./**/*.tsx', { query: '?raw', import: 'default', eager: true });

const physical = new RegExp(
  [
    String.raw`(?<=^|[\s"'\x60:!])-?(?:m|p|scroll-m|scroll-p)[lr]-\S+`,
    String.raw`(?<=^|[\s"'\x60:!])-?(?:left|right)-\S+`,
    String.raw`(?<=^|[\s"'\x60:!])(?:border|rounded)-(?:[lr]|[tb][lr])(?:-\S+)?(?=$|[\s"'\x60])`,
    String.raw`(?<=^|[\s"'\x60:!])(?:text|float|clear)-(?:left|right)(?=$|[\s"'\x60])`,
  ].join('|'),
  'gm',
);

describe('components use logical utilities only', () => {
  it('finds components to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(5);
  });

  it.each(Object.entries(sources))('%s has no left/right utility', (_path, text) => {
    expect(String(text).match(physical) ?? []).toEqual([]);
  });

  it('recognises the physical utilities it guards against', () => {
    const sample = 'className="ml-2 md:pr-4 -left-1 border-l rounded-tr-md text-right float-left"';
    expect(sample.match(physical)).toEqual(['ml-2', 'pr-4', '-left-1', 'border-l', 'rounded-tr-md', 'text-right', 'float-left']);
  });
});
