import { describe, expect, it } from 'vitest';
import { logSafeUrl } from './log-safe-url';

describe('logSafeUrl', () => {
  it('keeps paths and harmless parameters as they are', () => {
    expect(logSafeUrl('/wps/system/status')).toBe('/wps/system/status');
    expect(logSafeUrl('/lgw/relay/GCSGAME_gameList?vassalage=DEMO&pageNo=2')).toBe('/lgw/relay/GCSGAME_gameList?vassalage=DEMO&pageNo=2');
  });

  it('hides the values of tokens, codes, keys and signatures, encoded names included', () => {
    expect(logSafeUrl('/bgs/play/dice?token=abc123&lang=en')).toBe('/bgs/play/dice?token=[redacted]&lang=en');
    expect(logSafeUrl('/reset?key=k&resetCode=999999&x=1')).toBe('/reset?key=[redacted]&resetCode=[redacted]&x=1');
    expect(logSafeUrl('/a?launch%54oken=zzz&sig=1')).toBe('/a?launch%54oken=[redacted]&sig=[redacted]');
    expect(logSafeUrl('/a?token')).toBe('/a?token');
    expect(logSafeUrl('/a?%E0%A4%A=1&sessionToken=s')).toBe('/a?%E0%A4%A=1&sessionToken=[redacted]');
  });
});
