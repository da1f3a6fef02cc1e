// Inlined into <head> at build time (scripts/vite-inline-script.ts) so the first paint already has
// the right theme without waiting for a request; the CSP allows it by its hash. The order mirrors chooseTheme in
// packages/ui/src/theme.ts: the visitor's toggle (localStorage 'theme'), then the operator's
// default, which the API writes on <html data-theme-default> when it serves this page ('system'
// follows the device), then dark. applyTheme there takes over once React runs.
(() => {
  const root = document.documentElement;
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // Site data blocked: the operator's default decides.
  }
  if (theme !== 'dark' && theme !== 'light') {
    const operator = root.dataset.themeDefault;
    if (operator === 'light' || operator === 'dark') theme = operator;
    else if (operator === 'system') theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    else theme = 'dark';
  }
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
})();
