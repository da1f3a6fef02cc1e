import { describe, expect, it } from 'vitest';
import { cacheName, decide, isOwnCache, precachedFiles } from './sw-rules';

const origin = 'https://play.example.com';
const get = (path: string, mode = 'cors') => decide({ method: 'GET', url: `${origin}${path}`, mode, origin });

describe('service worker rules', () => {
  it('never answers or keeps an API, vendor wallet, back-office or health request, page load or not', () => {
    for (const path of [
      '/wps/member/balance',
      '/wps/system/permission',
      '/wps/relay/GCS_merchantWallet',
      '/lgw/games/winners?pageNo=1',
      '/lotto/numbers',
      '/gw/v1/PG/bet',
      '/bo/members',
      '/backoffice/',
      '/backoffice/members',
      '/docs',
      '/healthz',
      '/readyz',
      '/wps',
    ]) {
      expect(get(path), path).toBe('pass');
      expect(get(path, 'navigate'), `${path} (page load)`).toBe('pass');
    }
  });

  it('takes page loads from the network with the offline page as the fallback', () => {
    for (const path of ['/', '/member?page=securityCenter', '/download?platform=ios', '/winners', '/creditReport', '/wpsx', '/bonus']) {
      expect(get(path, 'navigate'), path).toBe('navigate');
    }
  });

  it('serves only the offline page and its own files from the cache', () => {
    for (const path of precachedFiles) expect(get(path), path).toBe('precached');
    for (const path of ['/assets/index-abc123.js', '/index.html', '/manifest.webmanifest', '/sw.js', '/offline.js?x=1', '/icons/apple-touch-icon.png']) {
      expect(get(path), path).toBe('pass');
    }
  });

  it('passes every other method and every other origin through', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      expect(decide({ method, url: `${origin}/offline.html`, mode: 'navigate', origin }), method).toBe('pass');
    }
    expect(decide({ method: 'GET', url: 'https://cdn.example.net/offline.html', mode: 'cors', origin })).toBe('pass');
    expect(decide({ method: 'GET', url: 'https://cdn.example.net/', mode: 'navigate', origin })).toBe('pass');
    expect(decide({ method: 'GET', url: 'not a url', mode: 'navigate', origin })).toBe('pass');
  });

  it('names its caches by build so an old build is recognised and dropped', () => {
    expect(cacheName('abc')).toBe('gp-offline-abc');
    expect(isOwnCache(cacheName('old'))).toBe(true);
    expect(isOwnCache('someone-else')).toBe(false);
  });
});
