// Sets the theme before first paint (no flash). Inlined into <head> at build time; the CSP allows
// it by its hash (apps/api/src/plugins/inline-script-hashes.ts).
(function () {
  var root = document.documentElement;
  var dark = false;
  try {
    var stored = localStorage.getItem('theme');
    dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    // Storage or matchMedia unavailable: stay light.
  }
  root.classList.toggle('dark', dark);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
