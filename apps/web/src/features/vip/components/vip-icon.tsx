import { cx } from '@gp/ui';

/** The built-in icon set's colours: a medal whose tint names the level. */
const tints: Record<string, string> = {
  'builtin:star': '#64748b',
  'builtin:bronze': '#b45309',
  'builtin:silver': '#94a3b8',
  'builtin:gold': '#ca8a04',
  'builtin:platinum': '#0e7490',
  'builtin:diamond': '#4f46e5',
  'builtin:crown': '#be123c',
};

/** A level's icon: a built-in medal, or the picture staff uploaded. Decorative: the level's name is always beside it. */
export const VipIcon = ({ icon, className }: { icon: string; className?: string }) => {
  if (!icon.startsWith('builtin:')) return <img src={icon} alt="" className={cx('size-10 rounded-full object-cover', className)} />;
  const tint = tints[icon] ?? tints['builtin:star'];
  const crown = icon === 'builtin:crown';
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cx('size-10 shrink-0', className)} data-icon={icon}>
      <circle cx="20" cy="20" r="18" fill={tint} />
      <circle cx="20" cy="20" r="14" fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="2" />
      {crown ? (
        <path d="M11 26h18l2-12-6 5-5-8-5 8-6-5z" fill="#fff" />
      ) : (
        <path d="M20 10l3 6.5 7 .8-5.2 4.8 1.5 7L20 25.6 13.7 29l1.5-7L10 17.3l7-.8z" fill="#fff" />
      )}
    </svg>
  );
};
