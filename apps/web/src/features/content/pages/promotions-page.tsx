import { useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { languageByCode } from '@gp/contracts';
import { cx } from '@gp/ui';
import { promotionCategoriesQuery, promotionsQuery } from '../queries/content-queries';
import { promotionTabs, tabAfterKey } from '../components/promotion-tabs';
import { HtmlContent } from '../components/html-content';
import { promotionImage } from '../components/promotion-image';
import { useLanguage } from '../../../shared/i18n/use-language';
import { FallbackImage } from '../../../shared/fallback-image';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { ClaimPrompt } from '../../promotions/components/claim-prompt';
import { PromotionAction } from '../../promotions/components/promotion-action';
import { usePromotionHall } from '../../promotions/components/use-promotion-hall';

/** The "All" tab's code: no category has an empty code. */
const all = '';
const tabId = (category: string) => `promotion-tab-${category || 'all'}`;

/**
 * /promotions lists every promotion, with a tab per category that has one running (named in the
 * visitor's language, in the order staff set) after "All"; a hash (#<id>) selects one and shows its details.
 */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const promotions = useQuery(promotionsQuery(code));
  const categories = useQuery(promotionCategoriesQuery(code));
  const [category, setCategory] = useState(all);
  const hall = usePromotionHall();
  const everything = promotions.data ?? [];
  const tabs = promotionTabs(categories.data ?? [], everything);
  // A category whose last promotion ended while the page was open falls back to "All".
  const current = tabs.some((tab) => tab.code === category) ? category : all;
  const list = current === all ? everything : everything.filter((p) => p.category === current);
  const selected = everything.find((p) => String(p.id) === hash);
  const codes = [all, ...tabs.map((tab) => tab.code)];
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(codes, current, event.key, languageByCode(code).dir);
    if (next === undefined) return;
    event.preventDefault();
    setCategory(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div data-testid="promotions-page">
      <PageTitle>{t('site:navPromotions')}</PageTitle>
      <QueryState isPending={promotions.isPending} error={promotions.error} isEmpty={everything.length === 0} onRetry={() => void promotions.refetch()} />
      {selected ? (
        <article id={String(selected.id)} className="mb-6 rounded-lg border border-primary bg-surface p-4" data-testid="promotion-selected">
          <h2 className="mb-3 text-xl font-semibold">{selected.title}</h2>
          <FallbackImage
            src={promotionImage(selected)}
            width={960}
            height={360}
            eager
            className="mb-3 aspect-[8/3] h-auto w-full rounded-md bg-muted object-cover"
            alt=""
          />
          {hall.token === null ? (
            <div className="mb-3">
              <ClaimPrompt />
            </div>
          ) : (
            <PromotionAction item={hall.byId.get(selected.id)} title={selected.title} className="mb-3" />
          )}
          <HtmlContent html={selected.content} />
        </article>
      ) : null}
      {tabs.length > 0 ? (
        <div
          role="tablist"
          aria-label={t('site:promotionCategories')}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-border"
          onKeyDown={onTabKey}
          data-testid="promotion-tabs"
        >
          {[{ code: all, name: t('site:promotionsAll') }, ...tabs].map((tab) => (
            <button
              key={tab.code || 'all'}
              type="button"
              role="tab"
              id={tabId(tab.code)}
              aria-selected={current === tab.code}
              aria-controls="promotion-panel"
              tabIndex={current === tab.code ? 0 : -1}
              onClick={() => setCategory(tab.code)}
              className={cx(
                '-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                current === tab.code ? 'border-primary text-fg' : 'border-transparent text-fg-muted hover:text-fg',
              )}
              data-testid={tabId(tab.code)}
              data-category={tab.code || undefined}
            >
              {tab.name}
            </button>
          ))}
        </div>
      ) : null}
      <div id="promotion-panel" role={tabs.length > 0 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 0 ? tabId(current) : undefined}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotion-list">
          {list.map((p, index) => (
            <li key={p.id}>
              <Link
                to="/promotions"
                hash={String(p.id)}
                aria-current={selected?.id === p.id ? 'true' : undefined}
                className={cx(
                  'flex flex-col overflow-hidden rounded-lg border bg-surface text-fg no-underline hover:shadow-md',
                  selected?.id === p.id ? 'border-primary' : 'border-border',
                )}
              >
                <FallbackImage
                  src={promotionImage(p)}
                  width={480}
                  height={180}
                  eager={index < 3}
                  className="aspect-[8/3] h-auto w-full bg-muted object-cover"
                  alt=""
                />
                <span className="p-3 font-medium">{p.title}</span>
              </Link>
              <PromotionAction item={hall.byId.get(p.id)} title={p.title} className="mt-2" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
