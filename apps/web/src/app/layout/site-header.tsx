import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import { HeaderControls } from './header-controls';

/**
 * The top bar. `brand` lets the routed app wrap the logo in a router link while the maintenance
 * and region-block screens, which run without the router, show it as it is.
 */
export const SiteHeader = ({ brand }: { brand?: (logo: ReactNode) => ReactNode }) => {
  const { t } = useTranslation();
  const logo = <BrandLogo name={t('common:siteName')} />;
  return (
    <header className="border-b border-border bg-surface">
      {/* flex-wrap: on a narrow phone the language and theme controls go under the brand rather than squeeze it. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2 sm:px-6">
        {/* No overflow clipping here: it would cut off the brand link's focus ring. */}
        {/* The brand never shrinks or truncates, in any language. */}
        <div className="shrink-0 whitespace-nowrap" data-testid="site-brand">
          {brand ? brand(logo) : logo}
        </div>
        <HeaderControls />
      </div>
    </header>
  );
};
