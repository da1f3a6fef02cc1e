import { describe, expect, it } from 'vitest';
import { imageProblem } from './apply-images';

describe('apply dialog picture checks', () => {
  it('refuses a fourth picture, other types and files of 5 MB or more', () => {
    expect(imageProblem([{ type: 'image/png', size: 10 }], 0)).toBeNull();
    expect(imageProblem([{ type: 'image/jpeg', size: 10 }], 2)).toBeNull();
    expect(imageProblem([{ type: 'image/png', size: 10 }], 3)).toBe('tooMany');
    expect(imageProblem([{ type: 'image/gif', size: 10 }], 0)).toBe('type');
    expect(imageProblem([{ type: 'image/png', size: 5 * 1024 * 1024 }], 0)).toBe('size');
  });
});
