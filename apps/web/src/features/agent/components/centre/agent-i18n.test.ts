import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import hindi from '../../../../../../../packages/i18n/src/namespaces/agent/hi.json';
import { ensureAgentCatalogs } from './agent-i18n';

const instance = async (lng: string) => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: {}, partialBundledLanguages: true, lng, fallbackLng: 'en', keySeparator: false, initAsync: false });
  return i18n;
};

describe('ensureAgentCatalogs', () => {
  it('adds both agent namespaces of the language and of English, the fallback', async () => {
    const i18n = await instance('hi');
    await ensureAgentCatalogs(i18n, 'hi');
    for (const tag of ['hi', 'en']) {
      expect(i18n.hasResourceBundle(tag, 'agent')).toBe(true);
      expect(i18n.hasResourceBundle(tag, 'agentContracts')).toBe(true);
    }
    // The language's own text, and English beside it for keys a language lacks.
    expect(i18n.t('agent:frame.signOut')).toBe(hindi['frame.signOut']);
    expect(i18n.t('agent:frame.signOut', { lng: 'en' })).toBe('Sign out');
  });

  it('ignores a tag without catalogs and loads a language only once', async () => {
    const i18n = await instance('en');
    await ensureAgentCatalogs(i18n, 'xx-unknown');
    expect(i18n.hasResourceBundle('xx-unknown', 'agent')).toBe(false);
    i18n.addResourceBundle('en', 'agent', { marker: 'kept' }, true, true);
    await ensureAgentCatalogs(i18n, 'en');
    expect(i18n.t('agent:marker')).toBe('kept');
  });
});
