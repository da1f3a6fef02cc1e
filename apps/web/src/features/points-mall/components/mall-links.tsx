import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const linkClass = 'rounded-md border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-muted';

/** The points mall's other pages: the redeem records, and the points pages (current points, details, rules). */
export const MallLinks = () => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('site:pointsMall.pages')} className="flex flex-wrap gap-2" data-testid="points-mall-links">
      <Link to="/pointMall/records" className={linkClass} data-testid="points-mall-records-link">
        {t('site:pointsMall.records')}
      </Link>
      <Link to="/pointMall/points" className={linkClass}>
        {t('site:pointsMall.currentPoints')}
      </Link>
      <Link to="/pointMall/details" className={linkClass}>
        {t('site:pointsMall.details')}
      </Link>
      <Link to="/pointMall/rules" className={linkClass}>
        {t('site:pointsMall.rules')}
      </Link>
    </nav>
  );
};
