import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, cx, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import type { LeaderboardDetail } from '@gp/contracts';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { useLanguage } from '../../../shared/i18n/use-language';
import { QueryState } from '../../../shared/query-state';
import { leaderboardQuery } from '../api/missions-api';
import { boardsOf, categoriesOf, periodsOf } from './board-choice';

const scoreNumber = (score: number | string) => (typeof score === 'string' ? Number(score) : score);

/** The board's masked table, the member's own place and the prizes. */
const BoardTable = ({ board, money }: { board: LeaderboardDetail; money: (minor: number) => string }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-md border border-border bg-surface p-3 text-sm" data-testid="board-me">
        {board.me ? t('site:board.myRank', { rank: board.me.rank, score: money(scoreNumber(board.me.score)) }) : t('site:board.notRanked')}
      </p>
      {board.rows.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="board-empty">
          {t('site:board.empty')}
        </p>
      ) : (
        <Table caption={board.title} data-testid="board-table">
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('site:board.rank')}</TableHeaderCell>
              <TableHeaderCell>{t('site:board.player')}</TableHeaderCell>
              <TableHeaderCell className="text-end">{t(`site:board.metric.${board.metric}`)}</TableHeaderCell>
              <TableHeaderCell className="text-end">{t('site:board.prize')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {board.rows.map((row) => (
              <TableRow key={row.rank} data-testid="board-row">
                <TableCell className="tabular-nums">{row.rank}</TableCell>
                <TableCell>
                  <bdi>{row.name}</bdi>
                </TableCell>
                <TableCell className="text-end tabular-nums">{money(scoreNumber(row.score))}</TableCell>
                <TableCell className="text-end tabular-nums">{row.prize === null ? '—' : money(row.prize)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {board.prizes.length > 0 ? (
        <section aria-label={t('site:board.prizes')}>
          <h4 className="mb-1 text-sm font-semibold">{t('site:board.prizes')}</h4>
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="board-prizes">
            {board.prizes.map((p) => (
              <li key={p.rank} className="rounded-md bg-muted px-2 py-1 tabular-nums">
                {t('site:board.prizeOfRank', { rank: p.rank, amount: money(p.amount) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
};

/** The leaderboard tab: choose the period and category (and the board when several match), this period or the one before. */
export const LeaderboardPanel = ({ money }: { money: (minor: number) => string }) => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const token = useRealMemberToken();
  const [boardId, setBoardId] = useState<number | null>(null);
  const [previous, setPrevious] = useState(false);
  const view = useQuery(leaderboardQuery(token, code, boardId, previous));
  const boards = view.data?.boards ?? [];
  const board = view.data?.board ?? null;
  if (!view.data) return <QueryState isPending={view.isPending} error={view.error} isEmpty={false} onRetry={() => void view.refetch()} />;
  if (!board) return <p className="text-sm text-fg-muted">{t('site:board.none')}</p>;

  const periods = periodsOf(boards);
  const category = board.category ?? 'all';
  const categories = categoriesOf(boards, board.period);
  const sameChoice = boardsOf(boards, board.period, category);
  const pick = (period: string, cat: string | null) => setBoardId(boardsOf(boards, period, cat)[0]?.id ?? boardsOf(boards, period, null)[0]?.id ?? null);
  return (
    <div className="flex flex-col gap-3" data-testid="leaderboard-panel">
      <div role="group" aria-label={t('site:board.periodLabel')} className="flex flex-wrap gap-2">
        {periods.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === board.period ? 'primary' : 'secondary'}
            aria-pressed={p === board.period}
            onClick={() => pick(p, category)}
            data-testid={`board-period-${p}`}
          >
            {t(`site:board.period.${p}`)}
          </Button>
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('site:board.category')}</span>
          <Select
            value={category}
            onChange={(e) => pick(board.period, e.target.value)}
            options={categories.map((c) => ({ value: c, label: t(`site:missions.category.${c}`) }))}
            data-testid="board-category"
          />
        </label>
        {sameChoice.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('site:board.choose')}</span>
            <Select
              value={String(board.id)}
              onChange={(e) => setBoardId(Number(e.target.value))}
              options={sameChoice.map((b) => ({ value: String(b.id), label: `${b.title} · ${t(`site:board.metric.${b.metric}`)}` }))}
              data-testid="board-select"
            />
          </label>
        ) : null}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold" dir="auto" data-testid="board-title">
          {board.title}
        </h3>
        <div role="group" aria-label={t('site:board.when')} className="flex gap-1">
          {[false, true].map((past) => (
            <button
              key={String(past)}
              type="button"
              aria-pressed={previous === past}
              onClick={() => setPrevious(past)}
              className={cx('min-h-11 rounded-md px-3 text-sm', previous === past ? 'bg-muted font-semibold text-fg' : 'text-fg-muted hover:bg-muted')}
              data-testid={past ? 'board-previous' : 'board-current'}
            >
              {t(past ? 'site:board.previous' : 'site:board.current')}
            </button>
          ))}
        </div>
      </div>
      {board.description ? (
        <p className="text-sm text-fg-muted" dir="auto">
          {board.description}
        </p>
      ) : null}
      <BoardTable board={board} money={money} />
    </div>
  );
};
