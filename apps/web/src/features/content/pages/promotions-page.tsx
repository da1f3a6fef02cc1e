import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { promotionsQuery } from '../queries/content-queries';
import { HtmlContent } from '../components/html-content';
import { promotionImage } from '../components/promotion-image';
import { useLanguage } from '../../../shared/i18n/use-language';
import { FallbackImage } from '../../../shared/fallback-image';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';

/** /promotions lists every promotion; a hash (#<id>) selects one and shows its details. */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const promotions = useQuery(promotionsQuery(code));
  const list = promotions.data ?? [];
  const selected = list.find((p) => String(p.id) === hash);

  return (
    <div data-testid="promotions-page">
      <PageTitle>{t('site:navPromotions')}</PageTitle>
      <QueryState isPending={promotions.isPending} error={promotions.error} isEmpty={list.length === 0} onRetry={() => void promotions.refetch()} />
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
          <HtmlContent html={selected.content} />
        </article>
      ) : null}
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
          </li>
        ))}
      </ul>
    </div>
  );
};
