import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryDrawSummary, LotteryFamilyCode } from '@gp/contracts';
import { lotteryOpenedQuery } from '../../api/lottery-api';
import { ResultView } from '../results/result-view';

/**
 * The fair-play side of a fast game: the current draw's seed hash (published before betting
 * closes) and the last results, each with a link to check it in the browser.
 */
export const ElottPanel = ({ gameCode, family, draw }: { gameCode: string; family: LotteryFamilyCode; draw: LotteryDrawSummary | null }) => {
  const { t } = useTranslation('lottery');
  // The last results change with every draw: refetch as often as the fastest cadence.
  const last = useQuery({ ...lotteryOpenedQuery(gameCode, 1, 5), refetchInterval: 20_000 });
  return (
    <section
      aria-labelledby="lottery-fair-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3"
      data-testid="lottery-elott-panel"
    >
      <h2 id="lottery-fair-title" className="font-semibold">
        {t('fairTitle')}
      </h2>
      {draw?.seedHash ? (
        <div className="flex flex-col gap-0.5">
          <span className="text-xs font-medium text-fg-muted">{t('seedHashOf', { draw: draw.drawKey })}</span>
          <code className="break-all text-xs" data-testid="lottery-seed-hash">
            {draw.seedHash}
          </code>
        </div>
      ) : null}
      <h3 className="text-sm font-semibold">{t('lastResults')}</h3>
      {last.data && last.data.content.length > 0 ? (
        <ol className="flex flex-col divide-y divide-border" data-testid="lottery-last-results">
          {last.data.content.map((opened) => (
            <li key={opened.drawId} className="flex flex-col gap-1 py-2">
              <span className="flex items-center justify-between gap-2 text-xs text-fg-muted">
                <span className="font-mono">{opened.drawKey}</span>
                <Link
                  to="/lottery/verify"
                  search={{ drawId: opened.drawId }}
                  className="text-primary underline-offset-2 hover:underline"
                  data-testid="lottery-verify-link"
                >
                  {t('verify')}
                </Link>
              </span>
              <ResultView family={family} gameCode={gameCode} result={opened.result} compact />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-fg-muted">{last.isPending ? t('loading') : t('noResultYet')}</p>
      )}
    </section>
  );
};
