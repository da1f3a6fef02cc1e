export type Theme = 'light' | 'dark';

/** The operator's default for the player site: a theme, or 'system' for the device setting. */
export type ThemePreference = Theme | 'system';

/** Same key the pre-paint script (theme-init.js) reads, so the choice survives reloads without a flash. */
export const themeStorageKey = 'theme';

const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

/**
 * The player site's theme: the visitor's own toggle first, then the operator's default ('system'
 * follows the device), then dark. apps/web/theme-init.js repeats this order before the first
 * paint (it cannot import), so keep the two in step.
 */
export const chooseTheme = ({ visitor, operator, systemDark }: { visitor: unknown; operator: unknown; systemDark: boolean }): Theme => {
  if (isTheme(visitor)) return visitor;
  if (isTheme(operator)) return operator;
  if (operator === 'system') return systemDark ? 'dark' : 'light';
  return 'dark';
};

export const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export const applyTheme = (theme: Theme): void => {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
};

/** The visitor's stored choice, or null when there is none or site data is blocked. */
export const storedTheme = (): Theme | null => {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
};

export const storeTheme = (theme: Theme): void => {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private mode or disabled storage: the theme still applies for this page view.
  }
};

/**
 * Applies the operator's default once the site's configuration arrives, for a page whose HTML did
 * not carry it (a dev server, a cached shell); a visitor who has chosen keeps their choice.
 */
export const applyOperatorTheme = (operator: ThemePreference): void => {
  document.documentElement.dataset.themeDefault = operator;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  applyTheme(chooseTheme({ visitor: storedTheme(), operator, systemDark }));
};
