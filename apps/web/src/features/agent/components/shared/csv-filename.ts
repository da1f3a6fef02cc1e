/**
 * The name a CSV export is saved under: the server's Content-Disposition name when it sends one
 * (RFC 6266 `filename*=UTF-8''…` preferred over `filename="…"`), else "<report>_<first>_<last>.csv"
 * from the path's last segment and the period's business days. Pure, unit-tested.
 */
export const csvFilename = (path: string, disposition: string | null, days?: { firstDay: string; lastDay: string }): string => {
  const fromHeader = disposition ? dispositionName(disposition) : null;
  if (fromHeader) return fromHeader;
  const segments =
    path
      .split('?')[0]
      ?.split('/')
      .filter((s) => s !== '' && s !== 'csv') ?? [];
  const report = segments.at(-1) ?? 'report';
  const safe = report.replace(/[^A-Za-z0-9_-]+/g, '-');
  return days ? `${safe}_${days.firstDay}_${days.lastDay}.csv` : `${safe}.csv`;
};

const dispositionName = (header: string): string | null => {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return clean(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? clean(name.trim()) : null;
};

// No folders in a saved name: a server is trusted, but a "../" would still be a surprise.
const clean = (name: string): string | null => {
  const base = name.split(/[\\/]/).at(-1)?.trim() ?? '';
  return base === '' ? null : base;
};
