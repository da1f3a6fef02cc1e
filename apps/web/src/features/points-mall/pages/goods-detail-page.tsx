import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { FallbackImage } from '../../../shared/fallback-image';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { PageTitle } from '../../../shared/page-title';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { goodsDetailQuery } from '../api/points-mall-api';
import { GoodsFacts } from '../components/goods-facts';
import { RedeemDialog } from '../components/redeem-dialog';

/** /pointMall/goods/:id: the goods' pictures, words and facts, and the redeem button. */
export const GoodsDetailPage = () => {
  const { t, i18n } = useTranslation();
  const { goodsId } = useParams({ from: '/pointMall/goods/$goodsId' });
  const id = Number(goodsId);
  const token = useSessionToken();
  const { code: language } = useLanguage();
  const money = useMemberMoney(token);
  const goods = useQuery(goodsDetailQuery(token, language, id));
  const [open, setOpen] = useState(false);

  const back = (
    <Link to="/pointMall" className="text-sm underline">
      {t('site:pointsMall.back')}
    </Link>
  );
  if (goods.isPending) return <div className="h-60 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (!goods.data) {
    return (
      <div className="flex flex-col gap-3">
        <ErrorBanner error={goods.error} />
        {back}
      </div>
    );
  }
  const g = goods.data;
  const soldOut = g.stock === 0;
  const limitReached = g.limitPerMember !== null && g.redeemedByMe >= g.limitPerMember;

  return (
    <article className="flex flex-col gap-4" data-testid="goods-detail-page">
      {back}
      <PageTitle>{g.name}</PageTitle>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          {(g.images.length > 0 ? g.images : [null]).map((src, i) => (
            <FallbackImage key={src ?? i} src={src} width={600} height={300} eager={i === 0} className="aspect-[2/1] w-full rounded-lg object-cover" />
          ))}
        </div>
        <div className="flex flex-col gap-3">
          <GoodsFacts goods={g} money={money} />
          {g.limitPerMember !== null ? (
            <p className="text-sm text-fg-muted" data-testid="goods-limit">
              {t('site:pointsMall.limit', { limit: g.limitPerMember, held: g.redeemedByMe })}
            </p>
          ) : null}
          <p className="text-sm text-fg-muted">{t('site:pointsMall.myPointsValue', { points: g.pointsBalance.toLocaleString(i18n.language) })}</p>
          {g.description ? (
            <p className="whitespace-pre-line" data-testid="goods-description">
              {g.description}
            </p>
          ) : null}
          <Button onClick={() => setOpen(true)} disabled={soldOut || limitReached} className="self-start" data-testid="goods-redeem">
            {soldOut ? t('site:pointsMall.soldOut') : limitReached ? t('site:pointsMall.limitReached') : t('site:pointsMall.redeem')}
          </Button>
        </div>
      </div>
      <RedeemDialog goods={g} open={open} onOpenChange={setOpen} />
    </article>
  );
};
