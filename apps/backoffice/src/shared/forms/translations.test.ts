import { describe, expect, it } from 'vitest';
import {
  namesToTranslations,
  translatedLanguages,
  translationsToNames,
  untranslatedLanguages,
  withTranslation,
  withTranslationPart,
  withoutTranslation,
} from './translations';

describe('translations of one entry', () => {
  it('add a blank translation per language once, edit one part, and remove it', () => {
    const added = withTranslation({}, 'HI', ['title', 'content']);
    expect(added).toEqual({ HI: { title: '', content: '' } });
    const edited = withTranslationPart(added, 'HI', 'title', 'नमस्ते');
    expect(withTranslation(edited, 'HI', ['title', 'content'])).toBe(edited);
    expect(withTranslation(edited, 'XX', ['title'])).toBe(edited);
    expect(edited).toEqual({ HI: { title: 'नमस्ते', content: '' } });
    expect(withoutTranslation({ ...edited, CN: { title: '你好', content: '' } }, 'HI')).toEqual({ CN: { title: '你好', content: '' } });
  });

  it('list the translated languages in registry order and offer only the others', () => {
    const value = { HI: { title: 'a' }, CN: { title: 'b' } };
    expect(translatedLanguages(value).map((l) => l.code)).toEqual(['CN', 'HI']);
    const open = untranslatedLanguages(value).map((l) => l.code);
    expect(open).not.toContain('HI');
    expect(open).toContain('EN');
    expect(open).toHaveLength(translatedLanguages({}).length + untranslatedLanguages({}).length - 2);
  });

  it('convert names per language to and from the editor shape', () => {
    expect(namesToTranslations({ HI: 'लूमा', CN: '露玛' })).toEqual({ HI: { name: 'लूमा' }, CN: { name: '露玛' } });
    expect(translationsToNames({ HI: { name: 'लूमा' } })).toEqual({ HI: 'लूमा' });
  });
});
