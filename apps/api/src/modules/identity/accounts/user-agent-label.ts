const browsers: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const systems: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short "Browser N on System" for the signed-in devices list; the stored header can be 512
 * characters of tokens no member reads. Unknown agents keep their first 60 characters.
 */
export const userAgentLabel = (userAgent: string | null): string | null => {
  if (userAgent === null || userAgent.trim() === '') return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent));
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ?? userAgent.trim().slice(0, 60);
  const version = browser[0].exec(userAgent)?.[1];
  const name = version ? `${browser[1]} ${version}` : browser[1];
  return system ? `${name} · ${system}` : name;
};
