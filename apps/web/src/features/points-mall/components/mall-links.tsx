import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const linkClass = 'rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-muted';

/** The points pages beside the mall (current points, details, rules); plain links, as they are another feature's routes. */
const pointsPages = [
  { href: '/pointMall/points', key: 'site:pointsMall.currentPoints' },
  { href: '/pointMall/details', key: 'site:pointsMall.details' },
  { href: '/pointMall/rules', key: 'site:pointsMall.rules' },
] as const;

/** The points mall's other pages: the redeem records and the points pages. */
export const MallLinks = () => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('site:pointsMall.pages')} className="flex flex-wrap gap-2" data-testid="points-mall-links">
      <Link to="/pointMall/records" className={linkClass} data-testid="points-mall-records-link">
        {t('site:pointsMall.records')}
      </Link>
      {pointsPages.map((p) => (
        <a key={p.href} href={p.href} className={linkClass}>
          {t(p.key)}
        </a>
      ))}
    </nav>
  );
};
