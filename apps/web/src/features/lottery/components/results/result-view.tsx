import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { drawStructures, fourDTiers, lotteryRegions, type ElottGame, type LotteryFamilyCode, type LotteryRegion } from '@gp/contracts';
import { elottGameOf } from './elott-game';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

const dieFaces = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** Balls (keno, 11x5 in draw order) or three dice with their total. */
const ElottNumbers = ({ game, numbers, compact }: { game: ElottGame; numbers: number[]; compact: boolean }) => {
  const { t } = useTranslation('lottery');
  if (game === 'k3') {
    const total = numbers.reduce((sum, n) => sum + n, 0);
    return (
      <div className="flex items-center gap-2" aria-label={t('diceResult', { dice: numbers.join(', '), total })} role="img" data-testid="lottery-dice">
        {numbers.map((n, i) => (
          <span key={i} aria-hidden="true" className={cx('leading-none', compact ? 'text-2xl' : 'text-4xl')}>
            {dieFaces[n]}
          </span>
        ))}
        <span aria-hidden="true" className="rounded-md bg-muted px-2 py-0.5 text-sm font-semibold tabular-nums">
          = {total}
        </span>
      </div>
    );
  }
  return (
    <ol className="flex flex-wrap gap-1" aria-label={t('drawnNumbers')} data-testid="lottery-balls">
      {numbers.map((n, i) => (
        <li
          key={i}
          className={cx(
            'flex items-center justify-center rounded-full border border-primary/60 bg-primary/10 font-semibold tabular-nums',
            compact ? 'size-7 text-xs' : 'size-9 text-sm',
          )}
        >
          {String(n).padStart(2, '0')}
        </li>
      ))}
    </ol>
  );
};

/** The classic Vietnam sheet: one row per prize, special to seventh (north) or eighth to special. */
const VnSheet = ({ result, compact }: { result: Record<string, unknown>; compact: boolean }) => {
  const { t } = useTranslation('lottery');
  const region: LotteryRegion = lotteryRegions.find((r) => r === result.region) ?? 'north';
  const prizes = isRecord(result.prizes) ? result.prizes : {};
  const rows = compact ? drawStructures[region].filter((shape) => shape.tier === 'special' || shape.digits === 2) : drawStructures[region];
  return (
    <table className="w-full border-collapse text-sm" data-testid="lottery-vn-sheet">
      <caption className="sr-only">{t('resultSheet')}</caption>
      <tbody>
        {rows.map((shape) => (
          <tr key={shape.tier} className="border-b border-border last:border-b-0">
            <th scope="row" className="w-24 py-1 pe-2 text-start align-top text-xs font-medium text-fg-muted">
              {t(`tier.${shape.tier}`)}
            </th>
            <td className="py-1">
              <span className="flex flex-wrap gap-x-3 gap-y-0.5">
                {strings(prizes[shape.tier]).map((n, i) => (
                  <span
                    key={i}
                    className={cx('font-mono tabular-nums', shape.tier === 'special' ? 'text-lg font-bold text-danger' : 'font-semibold')}
                    data-testid={shape.tier === 'special' ? 'lottery-special' : undefined}
                  >
                    {n}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const Labelled = ({ rows, testId }: { rows: [string, string[], boolean][]; testId: string }) => (
  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid={testId}>
    {rows.map(([label, numbers, strong]) => (
      <div key={label} className="contents">
        <dt className="text-xs font-medium text-fg-muted">{label}</dt>
        <dd className="flex flex-wrap gap-x-3 font-mono tabular-nums">
          {numbers.map((n, i) => (
            <span key={i} className={strong ? 'text-base font-bold text-danger' : 'font-semibold'}>
              {n}
            </span>
          ))}
        </dd>
      </div>
    ))}
  </dl>
);

/** One drawn result in its family's layout; compact on the board's cards, full in a history. */
export const ResultView = ({
  family,
  gameCode,
  result,
  compact = false,
}: {
  family: LotteryFamilyCode;
  gameCode: string;
  result: Record<string, unknown> | null;
  compact?: boolean;
}) => {
  const { t } = useTranslation('lottery');
  if (!result) return <p className="text-sm text-fg-muted">{t('noResultYet')}</p>;
  if (family === 'vn') return <VnSheet result={result} compact={compact} />;
  if (family === '4d') {
    const tiers = compact ? fourDTiers.slice(0, 3) : fourDTiers;
    return <Labelled testId="lottery-4d-result" rows={tiers.map((tier) => [t(`fourD.${tier}`), strings(result[tier]), tier === 'first'])} />;
  }
  if (family === 'thai') {
    return (
      <Labelled
        testId="lottery-thai-result"
        rows={[
          [t('thai.first'), strings(result.first), true],
          [t('thai.front3'), strings(result.front3), false],
          [t('thai.last3'), strings(result.last3), false],
          [t('thai.last2'), strings(result.last2), false],
        ]}
      />
    );
  }
  const game = elottGameOf(gameCode);
  const numbers = Array.isArray(result.numbers) ? result.numbers.filter((n): n is number => typeof n === 'number') : [];
  return game ? <ElottNumbers game={game} numbers={numbers} compact={compact} /> : null;
};
