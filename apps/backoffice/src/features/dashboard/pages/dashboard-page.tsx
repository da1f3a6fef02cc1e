import { Card } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { ListState } from '../../../shared/ui/list-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { AlertList } from '../components/alert-list';
import { AmountLines, FigureTile, TallyLines } from '../components/figure-tile';
import { GgrTrend } from '../components/ggr-trend';
import { dashboardTestIds as ids } from '../dashboard-test-ids';
import { useDashboard } from '../queries/use-dashboard';

const tileGrid = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-4';

/**
 * The first screen after sign-in: what needs someone now (alerts linking to the screen that
 * resolves them), today's cashier figures, and today's and the week's play. Each role sees the
 * parts its other screens show; the API leaves the rest out.
 */
export const DashboardPage = () => {
  const { t, i18n } = useTranslation();
  const query = useDashboard();
  const data = query.data;
  return (
    <div data-testid={ids.page} className="flex flex-col gap-6">
      <PageHeader
        title={t('dashboard.title')}
        description={
          data ? t('dashboard.description', { day: data.today, timeZone: data.timeZone, time: formatDateTime(data.generatedAt, i18n.language) }) : undefined
        }
      />
      <ListState query={query} empty={false} emptyText="" emptyTestId="" />
      {data ? (
        <>
          {data.cashier ? (
            <Card title={t('dashboard.alerts.title')}>
              <AlertList alerts={data.alerts} />
            </Card>
          ) : null}
          {data.cashier ? (
            <Card title={t('dashboard.cashier')}>
              <dl className={tileGrid}>
                <FigureTile name="depositsToday" label={t('dashboard.depositsToday')}>
                  <TallyLines tallies={data.cashier.depositsToday} />
                </FigureTile>
                <FigureTile name="depositsPending" label={t('dashboard.depositsPending')}>
                  <TallyLines tallies={data.cashier.depositsPending} />
                </FigureTile>
                <FigureTile name="withdrawalsToday" label={t('dashboard.withdrawalsToday')}>
                  <TallyLines tallies={data.cashier.withdrawalsToday} />
                </FigureTile>
                <FigureTile name="withdrawalsPending" label={t('dashboard.withdrawalsPending')}>
                  <TallyLines tallies={data.cashier.withdrawalsPending} />
                </FigureTile>
              </dl>
            </Card>
          ) : null}
          <Card title={t('dashboard.play')}>
            <div className="flex flex-col gap-6">
              <dl className={tileGrid}>
                {data.games ? (
                  <>
                    <FigureTile name="ggrToday" label={t('dashboard.ggrToday')}>
                      <AmountLines amounts={data.games.ggrToday} />
                    </FigureTile>
                    <FigureTile name="ggrWeek" label={t('dashboard.ggrWeek')}>
                      <AmountLines amounts={data.games.ggrWeek} />
                    </FigureTile>
                    <FigureTile name="activePlayersToday" label={t('dashboard.activePlayersToday')}>
                      <span className="tabular-nums" data-count={data.games.activePlayersToday}>
                        {data.games.activePlayersToday.toLocaleString(i18n.language)}
                      </span>
                    </FigureTile>
                  </>
                ) : null}
                <FigureTile name="newMembersToday" label={t('dashboard.newMembersToday')}>
                  <span className="tabular-nums" data-count={data.newMembersToday}>
                    {data.newMembersToday.toLocaleString(i18n.language)}
                  </span>
                </FigureTile>
              </dl>
              {data.games ? <GgrTrend dashboard={data} games={data.games} /> : null}
            </div>
          </Card>
        </>
      ) : null}
    </div>
  );
};
