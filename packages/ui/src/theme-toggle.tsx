import { useSyncExternalStore } from 'react';
import { buttonClass } from './button';
import { applyTheme, currentTheme, storeTheme, type Theme } from './theme';

export type ThemeToggleProps = {
  /** Accessible names, e.g. "Switch to dark theme"; the app translates them. */
  toDarkLabel: string;
  toLightLabel: string;
  className?: string;
  'data-testid'?: string;
};

const Sun = () => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

const Moon = () => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </svg>
);

// The class on <html> is the source of truth: the pre-paint script sets it, and the operator's
// default may change it after mount (applyOperatorTheme), so the toggle watches it.
const watchThemeClass = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/** Flips between light and dark and remembers the choice; until then the app's default decides. */
export const ThemeToggle = ({ toDarkLabel, toLightLabel, className, 'data-testid': testId }: ThemeToggleProps) => {
  const theme = useSyncExternalStore(watchThemeClass, currentTheme, (): Theme => 'light');
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? toDarkLabel : toLightLabel;

  const toggle = () => {
    applyTheme(next);
    storeTheme(next);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid={testId}
      data-theme-current={theme}
      className={buttonClass('ghost', 'icon', className)}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </button>
  );
};
