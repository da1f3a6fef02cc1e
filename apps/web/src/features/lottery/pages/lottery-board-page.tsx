import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import type { LotteryFamilyCode, LotteryOpenedDraw } from '@gp/contracts';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { Pager } from '../../cashier/components/records/pager';
import { lotteryBoardQuery, lotteryOpenedQuery } from '../api/lottery-api';
import { drawName, formatDrawTime, gameName } from '../components/lobby/names';
import { ResultView } from '../components/results/result-view';

const DrawHeading = ({ draw, family }: { draw: LotteryOpenedDraw; family: LotteryFamilyCode }) => {
  const { t, i18n } = useTranslation('lottery');
  return (
    <span className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
      <span>
        {drawName(draw)} · {formatDrawTime(draw.drawAt, i18n.language)}
      </span>
      {family === 'elott' ? (
        <Link
          to="/lottery/verify"
          search={{ drawId: draw.drawId }}
          className="text-primary underline-offset-2 hover:underline"
          data-testid="lottery-verify-link"
        >
          {t('verify')}
        </Link>
      ) : null}
    </span>
  );
};

/** One game's past draws, newest first, a page at a time. */
const History = ({ gameCode, family }: { gameCode: string; family: LotteryFamilyCode }) => {
  const { t } = useTranslation('lottery');
  const [pageNum, setPageNum] = useState(1);
  const history = useQuery(lotteryOpenedQuery(gameCode, pageNum, 10));
  const rows = history.data?.content ?? [];
  return (
    <section aria-labelledby="lottery-history-title" className="flex flex-col gap-2" data-testid="lottery-history">
      <h2 id="lottery-history-title" className="text-lg font-semibold">
        {t('historyOf', { game: gameName(t, gameCode) })}
      </h2>
      <QueryState isPending={history.isPending} error={history.error} isEmpty={history.data !== undefined && rows.length === 0} emptyText={t('noResultYet')} />
      <ol className="flex flex-col gap-2">
        {rows.map((draw) => (
          <li key={draw.drawId} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3" data-testid="lottery-history-draw">
            <DrawHeading draw={draw} family={family} />
            <ResultView family={family} gameCode={gameCode} result={draw.result} />
          </li>
        ))}
      </ol>
      {history.data ? <Pager pageNum={history.data.pageNum} totalPages={history.data.totalPages} onPage={setPageNum} testId="lottery-history-pager" /> : null}
    </section>
  );
};

/** /lottery/board: every game's latest result, and a chosen game's history. */
export const LotteryBoardPage = () => {
  const { t } = useTranslation('lottery');
  const board = useQuery(lotteryBoardQuery());
  const [chosen, setChosen] = useState<{ gameCode: string; family: LotteryFamilyCode } | null>(null);
  const games = board.data?.games ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="lottery-board-page">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageTitle testId="page-title">{t('board')}</PageTitle>
        <Link to="/lottery" className="text-sm text-primary underline-offset-2 hover:underline">
          {t('backToLobby')}
        </Link>
      </div>
      <QueryState
        isPending={board.isPending}
        error={board.error}
        isEmpty={board.data !== undefined && games.length === 0}
        emptyText={t('noGames')}
        onRetry={() => void board.refetch()}
      />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {games.map((game) => (
          <li
            key={game.gameCode}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
            data-testid="lottery-board-game"
            data-game={game.gameCode}
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-semibold">{gameName(t, game.gameCode)}</h2>
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={chosen?.gameCode === game.gameCode}
                onClick={() => setChosen({ gameCode: game.gameCode, family: game.family })}
                data-testid="lottery-history-button"
              >
                {t('history')}
              </Button>
            </div>
            {game.latest ? (
              <>
                <DrawHeading draw={game.latest} family={game.family} />
                <ResultView family={game.family} gameCode={game.gameCode} result={game.latest.result} />
              </>
            ) : (
              <p className="text-sm text-fg-muted">{t('noResultYet')}</p>
            )}
          </li>
        ))}
      </ul>
      {chosen ? <History key={chosen.gameCode} gameCode={chosen.gameCode} family={chosen.family} /> : null}
    </div>
  );
};
