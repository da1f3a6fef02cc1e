import type { PointsMallGoods } from '@gp/contracts';
import { useTranslation } from 'react-i18next';

/** Points needed, what the item is worth, and the stock left: the same on a card and on the detail page. */
export const GoodsFacts = ({ goods, money }: { goods: PointsMallGoods; money: (minor: number) => string }) => {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap gap-x-2">
        <dt className="sr-only">{t('site:pointsMall.pointsNeededLabel')}</dt>
        <dd className="font-semibold tabular-nums text-primary" data-testid="goods-points">
          {t('site:pointsMall.pointsNeeded', { points: number(goods.pointsNeeded) })}
        </dd>
      </div>
      {goods.amountNeeded > 0 ? (
        <div className="flex flex-wrap gap-x-2 text-fg-muted">
          <dt>{t(goods.redeemType === 'cash' ? 'site:pointsMall.cashPaid' : 'site:pointsMall.faceValue')}</dt>
          <dd className="tabular-nums">{money(goods.amountNeeded)}</dd>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-x-2 text-fg-muted">
        <dt className="sr-only">{t('site:pointsMall.stockLabel')}</dt>
        <dd data-testid="goods-stock">
          {goods.stock === null
            ? t('site:pointsMall.inStock')
            : goods.stock === 0
              ? t('site:pointsMall.soldOut')
              : t('site:pointsMall.stockLeft', { count: goods.stock })}
        </dd>
      </div>
    </dl>
  );
};
