import { describe, expect, it } from 'vitest';
import { platformOf, resourceUrl } from './resource-url';

describe('download resource addresses', () => {
  it('resolves a path of this site against its origin and keeps web addresses', () => {
    expect(resourceUrl('/download?platform=ios', 'https://play.example.com')).toBe('https://play.example.com/download?platform=ios');
    expect(resourceUrl(' https://apps.example.com/app.apk ', 'https://play.example.com')).toBe('https://apps.example.com/app.apk');
  });

  it('drops anything else', () => {
    for (const url of ['javascript:alert(1)', '//evil.example.com/x', 'download', '', 'data:text/html,x']) {
      expect(resourceUrl(url, 'https://play.example.com'), url).toBeNull();
    }
  });

  it('takes the platform asked for, else guesses it from the device', () => {
    expect(platformOf('android', 'iPhone')).toBe('android');
    expect(platformOf(undefined, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('windows', 'Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('android');
    expect(platformOf(null, 'Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });
});
