import { useTranslation } from 'react-i18next';
import type { LanguageCode, WheelTableView } from '@gp/contracts';
import { chanceText, pickText } from './pick-text';

/** The published odds: each prize's chance is its weight over the total weight. */
export const OddsTable = ({ table, language }: { table: WheelTableView; language: LanguageCode }) => {
  const { t, i18n } = useTranslation();
  return (
    <table className="w-full text-sm" data-testid="wheel-odds">
      <caption className="mb-2 text-start text-xs text-fg-muted">{t('site:wheelOddsNote', { total: table.totalWeight, version: table.version })}</caption>
      <thead>
        <tr className="border-b border-border text-start">
          <th scope="col" className="py-1 text-start font-semibold">
            {t('site:wheelPrize')}
          </th>
          <th scope="col" className="py-1 text-end font-semibold">
            {t('site:wheelWeight')}
          </th>
          <th scope="col" className="py-1 text-end font-semibold">
            {t('site:wheelChance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {table.prizes.map((prize) => (
          <tr key={prize.index} className="border-b border-border">
            <td className="py-1">{pickText(prize.labels, language)}</td>
            <td className="py-1 text-end tabular-nums">{prize.weight}</td>
            <td className="py-1 text-end tabular-nums">{chanceText(prize.chanceBp, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
