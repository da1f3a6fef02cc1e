export type Theme = 'light' | 'dark';

/** Same key the pre-paint script (theme-init.js) reads, so the choice survives reloads without a flash. */
export const themeStorageKey = 'theme';

export const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export const applyTheme = (theme: Theme): void => {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
};

export const storeTheme = (theme: Theme): void => {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private mode or disabled storage: the theme still applies for this page view.
  }
};
