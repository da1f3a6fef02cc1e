/**
 * The product's language codes (docs/api.md, Languages) and their BCP-47 tags. The codes are the
 * merchant-facing ones stored in configuration; the tags drive Intl, <html lang> and catalogs.
 */
export const languages = [
  { code: 'CN', tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'TW', tag: 'zh-TW', name: '繁體中文', dir: 'ltr' },
  { code: 'EN', tag: 'en', name: 'English', dir: 'ltr' },
  { code: 'HI', tag: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'JA', tag: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'TH', tag: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'VI', tag: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'MY', tag: 'my', name: 'မြန်မာ', dir: 'ltr' },
  { code: 'ES', tag: 'es', name: 'Español', dir: 'ltr' },
  { code: 'ID', tag: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'KM', tag: 'km', name: 'ខ្មែរ', dir: 'ltr' },
  { code: 'KO', tag: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'MS', tag: 'ms', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'PT', tag: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'TA', tag: 'ta', name: 'தமிழ்', dir: 'ltr' },
  { code: 'TY', tag: 'fil', name: 'Filipino', dir: 'ltr' },
  { code: 'UR', tag: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'TR', tag: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'BN', tag: 'bn', name: 'বাংলা', dir: 'ltr' },
  { code: 'AR', tag: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'FA', tag: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'RU', tag: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'KK', tag: 'kk', name: 'Қазақ тілі', dir: 'ltr' },
  { code: 'UZ', tag: 'uz', name: 'Oʻzbekcha', dir: 'ltr' },
  { code: 'LO', tag: 'lo', name: 'ລາວ', dir: 'ltr' },
  { code: 'NE', tag: 'ne', name: 'नेपाली', dir: 'ltr' },
  { code: 'FR', tag: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'DE', tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'IT', tag: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'PL', tag: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'NL', tag: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'SI', tag: 'si', name: 'සිංහල', dir: 'ltr' },
  { code: 'TE', tag: 'te', name: 'తెలుగు', dir: 'ltr' },
  { code: 'MR', tag: 'mr', name: 'मराठी', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export const languageByCode = (code: LanguageCode) => languages.find((l) => l.code === code)!;
