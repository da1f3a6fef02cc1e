// The Han fonts are loaded per language: their @font-face rules (about 100 unicode-range subsets
// each, some 120 KiB of gzipped CSS for the four) would otherwise block every first paint. Other
// scripts' faces are few and sit in styles.css; a browser fetches a woff2 only for text that needs it.
const hanFonts: Record<string, () => Promise<unknown>> = {
  'zh-CN': () => import('@fontsource-variable/noto-sans-sc'),
  'zh-TW': () => import('@fontsource-variable/noto-sans-tc'),
  ja: () => import('@fontsource-variable/noto-sans-jp'),
  ko: () => import('@fontsource-variable/noto-sans-kr'),
};

/**
 * Adds the self-hosted Han font of a Chinese, Japanese or Korean page (its glyph forms differ by
 * language). Without it the stack's system fonts render the text, so a failure is not an error.
 */
export const loadScriptFonts = async (tag: string): Promise<void> => {
  await hanFonts[tag]?.().catch(() => undefined);
};
