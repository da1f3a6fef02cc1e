import { cx } from '@gp/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../auth/use-staff-roles';
import { testIds } from '../test-ids';
import { visibleNavItems } from './nav-items';

export type SideNavProps = { onNavigate: () => void };

export const SideNav = ({ onNavigate }: SideNavProps) => {
  const { t } = useTranslation();
  const items = visibleNavItems(useStaffRoles());
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.label')} data-testid={testIds.layout.nav}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
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
    </nav>
  );
};
