import { languages, type LanguageCode } from '@gp/contracts';

export type LanguageInputs = {
  /** The visitor's earlier choice (localStorage `lang`), unchecked. */
  saved: string | null;
  /** navigator.languages, most preferred first. */
  device: readonly string[];
  /** The merchant's languages; null while the permission response has not arrived. */
  supported: readonly LanguageCode[] | null;
  merchantDefault: LanguageCode | null;
};

const fallbackLanguage: LanguageCode = 'HI';

// Old or alternative subtags browsers still report, mapped to the tags of our language table.
const primaryAliases: Record<string, string> = { tl: 'fil', in: 'id' };

const isLanguageCode = (value: string | null): value is LanguageCode => languages.some((l) => l.code === value);

/** Chinese is split by script, not by primary subtag: zh-HK and zh-Hant are traditional (TW). */
const chineseTag = (deviceTag: string): string => {
  try {
    const locale = new Intl.Locale(deviceTag).maximize();
    return locale.script === 'Hant' ? 'zh-TW' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
};

const matchDeviceTag = (deviceTag: string, candidates: readonly LanguageCode[]): LanguageCode | null => {
  const wanted = deviceTag.trim().toLowerCase();
  if (wanted === '') return null;
  const table = languages.filter((l) => candidates.includes(l.code));
  const exact = table.find((l) => l.tag.toLowerCase() === wanted);
  if (exact) return exact.code;
  const rawPrimary = wanted.split(/[-_]/)[0] ?? '';
  const primary = primaryAliases[rawPrimary] ?? rawPrimary;
  if (primary === 'zh') return table.find((l) => l.tag === chineseTag(deviceTag))?.code ?? null;
  return table.find((l) => l.tag.split('-')[0] === primary)?.code ?? null;
};

/**
 * The language to show: the visitor's saved choice, else the first device language the merchant
 * supports, else the merchant's default, else Hindi. Before the merchant's list
 * is known every language counts as supported, so the first paint already follows the device.
 */
export const chooseLanguage = ({ saved, device, supported, merchantDefault }: LanguageInputs): LanguageCode => {
  const candidates = supported && supported.length > 0 ? supported : languages.map((l) => l.code);
  if (isLanguageCode(saved) && candidates.includes(saved)) return saved;
  for (const tag of device) {
    const match = matchDeviceTag(tag, candidates);
    if (match) return match;
  }
  if (merchantDefault && candidates.includes(merchantDefault)) return merchantDefault;
  if (candidates.includes(fallbackLanguage)) return fallbackLanguage;
  return candidates[0] ?? fallbackLanguage;
};
