import { useLocale } from '../../i18n/locale';
import { bulletCosts, defaultFireRate, defaultFlushPolicy, fishingRtpBasisPoints, species } from './engine';
import type { RoomInfo } from './frames';

const percent = (value: number, language: string, digits = 2) =>
  new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/**
 * The rules: how to play, the return to player (the engine's one constant), each species' pay and
 * catch chance, and how shots are charged in batches, in the words a player reads.
 */
export const FishingRules = ({ room }: { room: RoomInfo | null }) => {
  const { t, count, money, language } = useLocale();
  const rtpBasisPoints = room?.rtpBasisPoints ?? fishingRtpBasisPoints;
  const rtp = rtpBasisPoints / 10_000;
  const policy = room?.flushPolicy ?? defaultFlushPolicy;
  const costs = room?.bulletCosts ?? bulletCosts;
  const fireRate = room?.fireRate ?? defaultFireRate;
  return (
    <>
      <p>{t('fish.rules.play')}</p>
      <p data-testid="fish-bullets">
        {t('fish.rules.bullets', {
          min: money(costs[0] ?? 0),
          max: money(costs[costs.length - 1] ?? 0),
          perSecond: count(Math.floor(1000 / fireRate.intervalMs)),
        })}
      </p>
      <p data-testid="fish-rtp">{t('fish.rules.rtp', { rtp: percent(rtp, language) })}</p>
      <p>{t('fish.rules.free')}</p>
      <h3 className="font-semibold">{t('fish.rules.paytable')}</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm" data-testid="paytable">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pe-2 text-start">
                {t('fish.rules.fish')}
              </th>
              <th scope="col" className="py-1 pe-2 text-end">
                {t('fish.rules.pays')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('fish.rules.chance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {species.map((s) => (
              <tr key={s.id} className="border-b border-border/50" data-testid={`pay-${s.id}`}>
                <th scope="row" className="py-1 pe-2 text-start font-normal">
                  <span className="flex flex-wrap items-center gap-x-1.5">
                    {t(`fish.species.${s.id}`)}
                    {s.tier === 'boss' ? <span className="rounded-sm border border-warning px-1 text-xs font-semibold">{t('fish.boss')}</span> : null}
                  </span>
                </th>
                {/* Written as on the ocean, in every language. */}
                <td className="py-1 pe-2 text-end tabular-nums">
                  <span dir="ltr">×{count(s.multiplier)}</span>
                </td>
                <td className="py-1 text-end tabular-nums">{percent(rtpBasisPoints / (10_000 * s.multiplier), language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="font-semibold">{t('fish.rules.batchHeading')}</h3>
      <p data-testid="batch-policy">{t('fish.rules.batch', { shots: count(policy.maxShots), seconds: count(Math.round(policy.maxAgeMs / 1000)) })}</p>
      <p>{t('fish.rules.void')}</p>
    </>
  );
};
