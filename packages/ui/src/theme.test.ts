import { describe, expect, it } from 'vitest';
import { chooseTheme } from './theme';

describe('chooseTheme', () => {
  it("keeps the visitor's own choice over the operator's default and the device", () => {
    expect(chooseTheme({ visitor: 'light', operator: 'dark', systemDark: true })).toBe('light');
    expect(chooseTheme({ visitor: 'dark', operator: 'light', systemDark: false })).toBe('dark');
    expect(chooseTheme({ visitor: 'dark', operator: 'system', systemDark: false })).toBe('dark');
  });

  it("uses the operator's default when the visitor has not chosen", () => {
    expect(chooseTheme({ visitor: null, operator: 'light', systemDark: true })).toBe('light');
    expect(chooseTheme({ visitor: null, operator: 'dark', systemDark: false })).toBe('dark');
    expect(chooseTheme({ visitor: 'sepia', operator: 'light', systemDark: true })).toBe('light');
  });

  it("follows the device only when the operator's default says so", () => {
    expect(chooseTheme({ visitor: null, operator: 'system', systemDark: false })).toBe('light');
    expect(chooseTheme({ visitor: null, operator: 'system', systemDark: true })).toBe('dark');
  });

  it('falls back to dark when nothing is known, whatever the device prefers', () => {
    expect(chooseTheme({ visitor: null, operator: null, systemDark: false })).toBe('dark');
    expect(chooseTheme({ visitor: undefined, operator: 'unknown', systemDark: false })).toBe('dark');
  });
});
