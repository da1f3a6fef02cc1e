import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.BODY_LIMIT_BYTES).toBe(1_048_576);
  });

  it('limits SMS by default, in all and per country calling code', () => {
    const c = loadConfig({});
    expect(c.SMS_DAILY_QUOTA).toBeGreaterThan(0);
    expect(c.SMS_DAILY_QUOTA_PER_COUNTRY).toBeGreaterThan(0);
    expect(c.SMS_DAILY_QUOTA_PER_COUNTRY).toBeLessThan(c.SMS_DAILY_QUOTA);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('parses the trusted proxy forms', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});
