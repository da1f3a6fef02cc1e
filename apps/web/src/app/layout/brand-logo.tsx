import { useId } from 'react';
import { cx } from '@gp/ui';

/**
 * The brand mark: a cut gold gem on a deep violet tile with a gold rim. The tile carries its own
 * background, so the mark reads the same on the dark and the light theme. The same drawing is
 * apps/web/public/favicon.svg and the still header in index.html; change them together.
 */
export const BrandMark = ({ className }: { className?: string }) => {
  // Ids scoped per instance: the header and a drawer may both draw the mark on one page.
  const id = useId();
  const tile = `${id}-tile`;
  const gold = `${id}-gold`;
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={cx('shrink-0', className)}>
      <defs>
        <linearGradient id={tile} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a2490" />
          <stop offset="1" stopColor="#140a26" />
        </linearGradient>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe69a" />
          <stop offset="0.55" stopColor="#f5b301" />
          <stop offset="1" stopColor="#b57f00" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${tile})`} />
      <rect x="1.25" y="1.25" width="29.5" height="29.5" rx="7.75" fill="none" stroke={`url(#${gold})`} strokeWidth="1.5" />
      <path d="M16 6 25 16 16 26 7 16z" fill={`url(#${gold})`} />
      <path d="M16 6 19.2 16 16 26 12.8 16z" fill="#fff" fillOpacity="0.3" />
      <path d="M7 16h18" stroke="#7a5200" strokeOpacity="0.45" strokeWidth="0.8" />
    </svg>
  );
};

/**
 * Mark plus the site name as text (the name comes from the catalog, so it stays translatable). It
 * never shrinks, truncates or wraps: the controls beside it give way instead.
 */
export const BrandLogo = ({ name, className }: { name: string; className?: string }) => (
  <span className={cx('inline-flex shrink-0 items-center gap-2 whitespace-nowrap', className)}>
    <BrandMark className="size-8" />
    <span className="font-display text-lg font-extrabold tracking-tight text-fg">{name}</span>
  </span>
);
