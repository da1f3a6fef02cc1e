import { useLocale } from '../../i18n/locale';
import type { HandCategory, Level } from './frames';
import { TpCards } from './tp-card';

/** Each hand, best first, with an example (cards as 0-51: spades 0-12, hearts 13-25, diamonds 26-38, clubs 39-51). */
const ranking: { category: HandCategory; example: number[] }[] = [
  { category: 'trail', example: [0, 13, 26] },
  { category: 'pure-sequence', example: [12, 11, 10] },
  { category: 'sequence', example: [0, 14, 28] },
  { category: 'colour', example: [13, 22, 17] },
  { category: 'pair', example: [9, 35, 43] },
  { category: 'high-card', example: [0, 23, 32] },
];

const percent = (bps: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** How Teen Patti is played here: the ranking, a hand's course, the limits per stake, time, and the rake. */
export const TeenPattiRules = ({ levels, turnMs }: { levels: Level[]; turnMs: number | null }) => {
  const { t, money, count, language } = useLocale();
  const rake = levels[0]?.rakeBps ?? 500;
  return (
    <>
      <p>{t('tp.rules.intro')}</p>
      <h3 className="font-semibold">{t('tp.rules.ranking')}</h3>
      <ol className="space-y-1" data-testid="tp-rules-ranking">
        {ranking.map(({ category, example }) => (
          <li key={category} className="flex flex-wrap items-center gap-2">
            <TpCards cards={example} dealt size="small" />
            <span>
              <strong>{t(`tp.hand.${category}`)}</strong>: {t(`tp.rules.hand.${category}`)}
            </span>
          </li>
        ))}
      </ol>
      <p>{t('tp.rules.sequences')}</p>
      <h3 className="font-semibold">{t('tp.rules.playing')}</h3>
      <p>{t('tp.rules.boot')}</p>
      <p>{t('tp.rules.chaal')}</p>
      <p>{t('tp.rules.show')}</p>
      <p>{t('tp.rules.sideShow')}</p>
      <p>{t('tp.rules.potLimit')}</p>
      {turnMs !== null ? <p>{t('tp.rules.time', { seconds: count(Math.round(turnMs / 1000)) })}</p> : null}
      <h3 className="font-semibold">{t('tp.rules.stakes')}</h3>
      <ul className="list-disc ps-5" data-testid="tp-rules-limits">
        {levels.map((level) => (
          <li key={level.boot}>{t('tp.rules.level', { boot: money(level.boot), chaal: money(level.chaalLimit), pot: money(level.potLimit) })}</li>
        ))}
      </ul>
      <p data-testid="tp-rules-rake">{t('tp.rules.rake', { rake: percent(rake, language), back: percent(10_000 - rake, language) })}</p>
    </>
  );
};
