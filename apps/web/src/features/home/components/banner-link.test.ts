import { describe, expect, it } from 'vitest';
import { bannerTarget, bannerWords } from './banner-link';

describe('banner targets', () => {
  it('opens an http(s) address, a site route or a promotion', () => {
    expect(bannerTarget({ linkageType: 'URL', linkTarget: 'https://example.com/x' })).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(bannerTarget({ linkageType: 'ROUTE', linkTarget: '/live' })).toEqual({ kind: 'route', href: '/live' });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkTarget: '7' })).toEqual({ kind: 'promotion', hash: '7' });
  });

  it('leaves a banner a picture for anything it cannot follow safely', () => {
    expect(bannerTarget({ linkageType: 'URL', linkTarget: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkTarget: '//evil.example' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkTarget: 'live' })).toBeNull();
    expect(bannerTarget({ linkageType: 'PROMOTION', linkTarget: '' })).toBeNull();
    expect(bannerTarget({ linkageType: 'GAME', linkTarget: 'PG/123' })).toBeNull();
    expect(bannerTarget({ linkageType: 'NONE', linkTarget: '/live' })).toBeNull();
  });
});

describe('banner words', () => {
  const route = bannerTarget({ linkageType: 'ROUTE', linkTarget: '/rng' });

  it('shows nothing for an image-only banner', () => {
    expect(bannerWords({ headline: '  ', subline: 'lonely', cta: 'Go' }, route)).toBeNull();
  });

  it('shows the call to action only when the banner leads somewhere', () => {
    expect(bannerWords({ headline: 'New slots', subline: 'Every week', cta: 'Play' }, route)).toEqual({
      headline: 'New slots',
      subline: 'Every week',
      cta: 'Play',
    });
    expect(bannerWords({ headline: 'New slots', subline: '', cta: 'Play' }, null)).toEqual({ headline: 'New slots', subline: '', cta: '' });
  });
});
