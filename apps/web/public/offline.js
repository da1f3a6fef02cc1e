// The offline page's only script (a file: the CSP allows scripts from 'self' only). It shows the page
// in the visitor's language (localStorage 'lang', the site's own choice, else the device's) and
// theme (localStorage 'theme', else dark, the site's own fallback), and reloads once the connection is back.
(() => {
  const root = document.documentElement;
  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const texts = JSON.parse(document.getElementById('offline-text')?.textContent || '{}');
  const byTag = (tag) => {
    const wanted = String(tag).toLowerCase();
    const primary = wanted.split('-')[0];
    const codes = Object.keys(texts);
    return (
      codes.find((code) => texts[code].tag.toLowerCase() === wanted) ||
      codes.find((code) => primary !== 'zh' && texts[code].tag.split('-')[0] === primary) ||
      (primary === 'zh' ? (/hant|tw|hk|mo/.test(wanted) ? 'TW' : 'CN') : null)
    );
  };
  const saved = read('lang');
  const code = (saved && texts[saved] ? saved : null) || (navigator.languages || []).map(byTag).find(Boolean) || 'EN';
  const text = texts[code] || texts.EN;
  if (text) {
    root.lang = text.tag;
    root.dir = text.dir;
    document.title = text.title;
    document.getElementById('offline-title').textContent = text.title;
    document.getElementById('offline-body').textContent = text.body;
    document.getElementById('offline-retry').textContent = text.retry;
  }
  const theme = read('theme');
  root.dataset.theme = theme === 'light' ? 'light' : 'dark';
  document.getElementById('offline-retry').addEventListener('click', () => window.location.reload());
  window.addEventListener('online', () => window.location.reload());
})();
