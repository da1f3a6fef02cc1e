import { useLocale } from '../../i18n/locale';
import type { TableInfo } from './frames';
import { spotLabelKey } from './spot-labels';

const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 2 }).format(value);

/** The table's rules and its return to player per bet, as the table declares them. */
export const LiveRules = ({ table }: { table: TableInfo | null }) => {
  const { t, money, language } = useLocale();
  if (!table) return null;
  const min = Math.min(...table.spots.map((s) => s.min));
  return (
    <>
      <p>{t(`live.rules.${table.kind}`)}</p>
      <p>{t('live.rules.common')}</p>
      <p data-testid="limits">{t('live.limits', { min: money(min), max: money(table.roundMax) })}</p>
      <h3 className="font-semibold">{t('live.rtpHeading')}</h3>
      <ul className="list-disc ps-5" data-testid="rtp">
        {Object.entries(table.rtp).map(([bet, rtp]) => {
          const label = bet === 'all' ? { key: 'live.rtpAll' } : spotLabelKey(bet);
          return (
            <li key={bet}>
              {t(label.key, label.params)}: {percent(rtp, language)} ({t('live.houseEdge', { edge: percent(1 - rtp, language) })})
            </li>
          );
        })}
      </ul>
    </>
  );
};
