// Loaded synchronously in <head> so the first paint already has the right theme. It is a file,
// not inline, because the CSP allows scripts from 'self' only. Mirrors applyTheme in
// packages/ui/src/theme.ts (class `dark` plus data-theme), which takes over once React runs.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // Site data blocked: follow the system setting.
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
})();
