import { cx } from '@gp/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../shared/test-ids';
import { useStaffRoles } from '../session/use-staff-roles';
import { visibleNavItems, type NavSection } from './nav-items';

export type SideNavProps = { onNavigate: () => void };

const sections: NavSection[] = ['home', 'settings', 'cashier', 'content', 'catalog', 'games', 'agents', 'promotions', 'support'];

export const SideNav = ({ onNavigate }: SideNavProps) => {
  const { t } = useTranslation();
  const items = visibleNavItems(useStaffRoles());
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.label')} data-testid={testIds.layout.nav} className="flex flex-col gap-4">
      {sections.map((section) => {
        const inSection = items.filter((item) => item.section === section);
        if (inSection.length === 0) return null;
        return (
          <div key={section}>
            {section === 'home' || section === 'settings' ? null : (
              <h2 className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-fg-muted">{t(`nav.section.${section}`)}</h2>
            )}
            <ul className="flex flex-col gap-1">
              {inSection.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    data-testid={item.testId}
                    className={cx(
                      'flex min-h-11 items-center rounded-md px-3 font-medium text-fg hover:bg-muted',
                      'aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary',
                    )}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
};
