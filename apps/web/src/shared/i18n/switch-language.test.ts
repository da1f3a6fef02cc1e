import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { ensureCatalog, switchLanguage } from './switch-language';

describe('switchLanguage', () => {
  it('starts with no catalog and fetches the start language on demand', async () => {
    const i18n = createI18n('hi');
    expect(i18n.hasResourceBundle('hi', 'site')).toBe(false);
    await ensureCatalog(i18n, 'hi');
    expect(i18n.t('common:siteName')).not.toBe('siteName');
    expect(i18n.hasResourceBundle('en', 'site')).toBe(false);
  });

  it('has the new catalog in place when the language changes, so no key shows', async () => {
    const i18n = createI18n('en');
    await ensureCatalog(i18n, 'en');
    const english = i18n.t('site:navHome');
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('site:navHome')));
    await switchLanguage(i18n, 'zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe('navHome');
    expect(seen[0]).not.toBe(english);
  });
});
