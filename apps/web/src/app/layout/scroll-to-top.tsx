import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';

const smooth = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** Appears once the page has scrolled a screen down; `aboveBar` lifts it over the phone's bottom bar. */
export const ScrollToTop = ({ aboveBar = false }: { aboveBar?: boolean }) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: smooth() })}
      aria-label={t('site:scrollToTop')}
      className={cx(
        'fixed end-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg hover:bg-primary-hover',
        aboveBar ? 'bottom-[calc(4.75rem+env(safe-area-inset-bottom))] lg:bottom-4' : 'bottom-4',
      )}
      data-testid="scroll-to-top"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
};
