import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime-local';

describe('datetime-local conversion', () => {
  it('writes the local wall time with the local offset, naming the same instant', () => {
    const iso = localInputToIso('2026-03-01T22:30');
    expect(iso).toMatch(/^2026-03-01T22:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso!)).toBe(new Date('2026-03-01T22:30').getTime());
  });

  it('round-trips through the input value', () => {
    for (const local of ['2026-01-15T00:00', '2026-07-04T12:45', '2026-12-31T23:59']) {
      expect(isoToLocalInput(localInputToIso(local))).toBe(local);
    }
  });

  it('reads an instant stored in another zone as local wall time', () => {
    const local = isoToLocalInput('2026-05-01T10:00:00Z');
    expect(new Date(local).getTime()).toBe(Date.parse('2026-05-01T10:00:00Z'));
  });

  it('treats empty and invalid values as no time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('garbage')).toBe('');
  });
});
