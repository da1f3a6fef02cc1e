import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

// Echoes the key so the test sees which catalog entry would be shown.
const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('errorText', () => {
  it('finds a direct message, and the first one under a list field', () => {
    const errors = {
      currency: { type: 'server', message: 'Währung' },
      blockedCountries: [undefined, { type: 'invalid_format', message: 'ISO 3166 alpha-2 code', ref: { cyclic: true } }],
      message: { HI: { type: 'too_big', message: 'too long' } },
    };
    expect(errorText(t, errors, 'currency')).toBe('Währung');
    expect(errorText(t, errors, 'blockedCountries')).toBe('t:validation.countryCode');
    expect(errorText(t, errors, 'message.HI')).toBe('too long');
    expect(errorText(t, errors, 'message.EN')).toBeUndefined();
    expect(errorText(t, errors, 'mode')).toBeUndefined();
  });
});
