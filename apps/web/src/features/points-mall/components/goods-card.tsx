import type { PointsMallGoods } from '@gp/contracts';
import { Link } from '@tanstack/react-router';
import { FallbackImage } from '../../../shared/fallback-image';
import { GoodsFacts } from './goods-facts';

/** A goods card: picture, name (the link to its page) and the facts. */
export const GoodsCard = ({ goods, money, eager }: { goods: PointsMallGoods; money: (minor: number) => string; eager: boolean }) => (
  <li className="relative flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm" data-testid="goods-card">
    <FallbackImage src={goods.images[0]} width={600} height={300} eager={eager} className="aspect-[2/1] w-full object-cover" />
    <div className="flex flex-1 flex-col gap-2 p-3">
      <h3 className="font-semibold">
        <Link to="/pointMall/goods/$goodsId" params={{ goodsId: String(goods.id) }} className="after:absolute after:inset-0 focus-visible:underline">
          {goods.name}
        </Link>
      </h3>
      <GoodsFacts goods={goods} money={money} />
    </div>
  </li>
);
