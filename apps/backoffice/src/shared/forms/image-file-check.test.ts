import { describe, expect, it } from 'vitest';
import { imageFileProblem, maxImageBytes } from './image-file-check';

describe('imageFileProblem', () => {
  it('accepts png and jpg under the limit', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 100 })).toBeNull();
    expect(imageFileProblem({ name: 'b.JPG', type: 'image/jpeg', size: 100 })).toBeNull();
    expect(imageFileProblem({ name: 'c.jpeg', type: '', size: 100 })).toBeNull();
  });
  it('refuses other types by name or by type', () => {
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 100 })).toBe('type');
    expect(imageFileProblem({ name: 'a.png', type: 'text/plain', size: 100 })).toBe('type');
    expect(imageFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 100 })).toBe('type');
  });
  it('refuses empty files and files of 5 MB or more', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: maxImageBytes })).toBe('size');
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: maxImageBytes - 1 })).toBeNull();
  });
});
