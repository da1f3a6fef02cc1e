import { lotteryDrawStatuses, type LotteryAdminDraw } from '@gp/contracts';
import { Card, TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { fetchLotteryDraws, type LotteryDrawFilter } from '../../api/lottery-api';
import { useLotteryFormat } from '../../components/lottery-format';
import { drawStateTone } from '../../lottery-labels';
import { canUseLottery } from '../../lottery-permissions';
import { lotteryTestIds } from '../../lottery-test-ids';
import { lotteryKeys } from '../../queries/keys';
import { useLotteryGames } from '../../queries/use-lottery-games';

const ids = lotteryTestIds.draws;

/** Draws, newest first, by game and state; each opens its page (figures, result entries, exposure). */
export const LotteryDrawsPage = () => {
  const { t } = useTranslation();
  const allowed = canUseLottery(useStaffRoles());
  const format = useLotteryFormat();
  const [filter, setFilter] = useState<LotteryDrawFilter>({ gameCode: '', status: '' });
  const [pageNum, setPageNum] = useState(1);
  const games = useLotteryGames(allowed);
  const draws = useQuery({
    queryKey: lotteryKeys.draws.page(filter, pageNum),
    queryFn: ({ signal }) => fetchLotteryDraws(filter, pageNum, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
    select: (page) => ({ list: page.content, pageNo: page.pageNum, totalPages: page.totalPages, total: page.total }),
  });

  const header = <PageHeader title={t('lottery.draws.title')} description={t('lottery.draws.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const filterBy = (patch: Partial<LotteryDrawFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPageNum(1);
  };

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
            <FilterSelect
              label={t('lottery.col.game')}
              anyLabel={t('lottery.anyGame')}
              value={filter.gameCode}
              options={(games.data ?? []).map((g) => ({ value: g.gameCode, label: g.gameCode }))}
              onChange={(gameCode) => filterBy({ gameCode })}
              testId={ids.game}
            />
            <FilterSelect
              label={t('lottery.col.state')}
              anyLabel={t('lottery.anyState')}
              value={filter.status}
              options={lotteryDrawStatuses.map((s) => ({ value: s, label: t(`lottery.state.${s}`) }))}
              onChange={(status) => filterBy({ status })}
              testId={ids.status}
            />
          </div>
          <PagedTable<LotteryAdminDraw>
            query={draws}
            caption={t('lottery.draws.title')}
            testId={ids.table}
            empty={{ text: t('lottery.draws.empty'), testId: ids.empty }}
            onPage={setPageNum}
            columns={[
              t('lottery.col.draw'),
              t('lottery.col.game'),
              t('lottery.col.drawAt'),
              t('lottery.col.state'),
              t('lottery.col.bets'),
              t('lottery.col.stakes'),
              t('lottery.col.payouts'),
            ]}
            row={(draw) => (
              <TableRow key={draw.drawId} data-testid={ids.row} data-id={draw.drawId} data-status={draw.status}>
                <TableCell>
                  <Link to="/lottery/draws/$drawId" params={{ drawId: draw.drawId }} className="font-medium text-primary underline-offset-2 hover:underline">
                    <span dir="ltr">{draw.drawKey}</span>
                  </Link>
                  {draw.province ? <span className="block text-xs text-fg-muted">{t(`lottery.province`, { code: draw.province })}</span> : null}
                </TableCell>
                <TableCell dir="ltr">{draw.gameCode}</TableCell>
                <TableCell className="whitespace-nowrap">{format.time(draw.drawAt)}</TableCell>
                <TableCell>
                  <StatusBadge tone={drawStateTone[draw.status]} label={t(`lottery.state.${draw.status}`)} />
                </TableCell>
                <TableCell className="tabular-nums">{format.count(draw.betCount)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{format.minor(draw.stakeTotal)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{format.minor(draw.payoutTotal)}</TableCell>
              </TableRow>
            )}
          />
        </div>
      </Card>
    </>
  );
};
