import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { Pager } from '../../cashier/components/records/pager';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { goodsQuery } from '../api/points-mall-api';
import { ConvertDialog } from '../components/convert-dialog';
import { GoodsCard } from '../components/goods-card';
import { MallLinks } from '../components/mall-links';
import { mallTabs, type MallTab } from '../components/redeem-types';

/** /pointMall: the member's points at the top, the other points pages, then goods by redeem type. */
export const PointsMallPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const { code: language } = useLanguage();
  const money = useMemberMoney(token);
  const [tab, setTab] = useState<MallTab>('all');
  const [pageNo, setPageNo] = useState(1);
  const goods = useQuery(goodsQuery(token, language, tab, pageNo));
  const list = goods.data?.list ?? [];

  return (
    <div className="flex flex-col gap-4" data-testid="points-mall-page">
      <PageTitle>{t('site:pointsMall.title')}</PageTitle>
      <section
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4"
        aria-label={t('site:pointsMall.currentPoints')}
      >
        <div>
          <p className="text-sm text-fg-muted">{t('site:pointsMall.myPoints')}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid="points-mall-balance">
            {goods.data ? goods.data.pointsBalance.toLocaleString(i18n.language) : '…'}
          </p>
        </div>
        <div className="flex flex-col items-start gap-2">
          <MallLinks />
          {goods.data ? <ConvertDialog balance={goods.data.pointsBalance} money={money} /> : null}
        </div>
      </section>
      <div role="tablist" aria-label={t('site:pointsMall.types')} className="flex gap-2 overflow-x-auto pb-1">
        {mallTabs.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={tab === type}
            className={cx(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium',
              tab === type ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface hover:bg-muted',
            )}
            onClick={() => {
              setTab(type);
              setPageNo(1);
            }}
            data-testid={`points-mall-tab-${type}`}
          >
            {t(`site:pointsMall.type.${type}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`site:pointsMall.type.${tab}`)}>
        {goods.isPending || goods.error || list.length === 0 ? (
          <QueryState
            isPending={goods.isPending}
            error={goods.error}
            isEmpty={list.length === 0}
            onRetry={() => void goods.refetch()}
            emptyText={t('site:pointsMall.empty')}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="goods-list">
            {list.map((g, i) => (
              <GoodsCard key={g.id} goods={g} money={money} eager={i < 3} />
            ))}
          </ul>
        )}
      </div>
      <Pager pageNum={pageNo} totalPages={goods.data?.totalPages ?? 1} onPage={setPageNo} testId="points-mall-pager" />
    </div>
  );
};
