import { describe, expect, it } from 'vitest';
import { formatEndTime } from './format-end-time';

describe('formatEndTime', () => {
  it('formats in the given language and time zone', () => {
    const text = formatEndTime('2026-12-01T10:30:00Z', 'en', 'Asia/Kolkata');
    expect(text).toContain('December 1, 2026');
    expect(text).toContain('04:00');
    expect(text).toMatch(/GMT\+5:30/);
  });

  it('uses the language of the visitor', () => {
    expect(formatEndTime('2026-12-01T10:30:00Z', 'zh-CN', 'UTC')).toContain('2026年12月1日');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(formatEndTime(null, 'en')).toBeNull();
    expect(formatEndTime('', 'en')).toBeNull();
    expect(formatEndTime('soon', 'en')).toBeNull();
  });
});
