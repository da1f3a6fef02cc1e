import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';

const linkClass = 'rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-muted';

/** The three points pages, this feature's routes. */
const pointsPages = [
  { to: '/pointMall/points', key: 'site:points.current', id: 'points' },
  { to: '/pointMall/details', key: 'site:points.details', id: 'details' },
  { to: '/pointMall/rules', key: 'site:points.rules', id: 'rules' },
] as const;

/**
 * The points pages' navigation: the mall and its redeem records (the points mall feature's pages,
 * so plain links), then the points pages; the page shown is marked current.
 */
export const PointsNav = ({ current }: { current: 'points' | 'details' | 'rules' }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('site:points.pages')} className="flex flex-wrap gap-2" data-testid="points-nav">
      <a href="/pointMall" className={linkClass} data-testid="points-nav-mall">
        {t('site:points.toMall')}
      </a>
      <a href="/pointMall/records" className={linkClass} data-testid="points-nav-records">
        {t('site:points.toRecords')}
      </a>
      {pointsPages.map((page) => (
        <Link
          key={page.id}
          to={page.to}
          aria-current={page.id === current ? 'page' : undefined}
          className={cx(linkClass, page.id === current && 'border-primary')}
          data-testid={`points-nav-${page.id}`}
        >
          {t(page.key)}
        </Link>
      ))}
    </nav>
  );
};
