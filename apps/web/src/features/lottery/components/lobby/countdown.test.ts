import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(999)).toBe('00:00');
  });
  it('adds hours, then days', () => {
    expect(formatCountdown(3_600_000 + 2_000)).toBe('01:00:02');
    expect(formatCountdown(86_400_000 + 3_723_000)).toBe('1d 01:02:03');
  });
  it('never goes below zero', () => {
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});
