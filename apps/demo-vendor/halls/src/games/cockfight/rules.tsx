import { useLocale } from '../../i18n/locale';
import type { CockpitInfo } from './frames';
import { formatPercent } from './odds-text';

/** The cockpit's rules: the schedule, the pari-mutuel sides and their commission, the draw, refunds, limits and the declared returns. */
export const CockfightRules = ({ cockpit }: { cockpit: CockpitInfo | null }) => {
  const { t, money, count, language } = useLocale();
  if (!cockpit) return null;
  const { schedule, limits, rtp } = cockpit;
  const seconds = (ms: number) => count(Math.round(ms / 1000));
  return (
    <>
      <p data-testid="rules-schedule">
        {t('cockfight.rules.schedule', {
          every: seconds(schedule.cycleMs),
          lastCall: seconds(schedule.lastCallMs),
          min: seconds(schedule.minFightMs),
          max: seconds(schedule.maxFightMs),
        })}
      </p>
      <p data-testid="rules-commission">{t('cockfight.rules.pools', { commission: formatPercent(cockpit.commissionBp / 10_000, language, 0) })}</p>
      <p data-testid="rules-draw">{t('cockfight.rules.draw', { odds: count(cockpit.drawReturn - 1), times: count(cockpit.drawReturn) })}</p>
      <p>{t('cockfight.rules.refunds')}</p>
      <p data-testid="limits">
        {t('cockfight.rules.limits', {
          min: money(limits.side.min),
          max: money(limits.side.max),
          drawMax: money(limits.draw.max),
          fightMax: money(limits.fightMax),
        })}
      </p>
      <h3 className="font-semibold">{t('cockfight.rtpHeading')}</h3>
      <ul className="list-disc ps-5" data-testid="rtp">
        <li>
          {t('cockfight.rtp.pools')}: {formatPercent(rtp.pool, language)} ({t('cockfight.houseEdge', { edge: formatPercent(1 - rtp.pool, language) })})
        </li>
        <li>
          {t('cockfight.draw')}: {formatPercent(rtp.draw, language)} ({t('cockfight.houseEdge', { edge: formatPercent(1 - rtp.draw, language) })})
        </li>
      </ul>
      <p className="text-fg-muted">{t('cockfight.rtp.note')}</p>
    </>
  );
};
