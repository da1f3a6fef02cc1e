import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { paginate } from './paginate';

const slotClass = 'inline-flex size-9 items-center justify-center rounded-md text-sm';

export const Paginator = ({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('site:pagination')} data-testid="paginator">
      <ul className="flex flex-wrap items-center gap-1">
        {paginate(page, totalPages).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className={cx(slotClass, 'text-fg-muted')} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                className={cx(slotClass, slot.page === page ? 'bg-primary text-primary-fg' : 'hover:bg-muted')}
                aria-current={slot.page === page ? 'page' : undefined}
                aria-label={t('site:pageNumber', { page: slot.page })}
                onClick={() => onPage(slot.page)}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
};
