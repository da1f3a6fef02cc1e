import { pointRateSources, type BoPointRates } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { fetchPointRates, loyaltyPointsKeys, runPointAccrual, savePointRates } from '../../loyalty-points-api';
import { canEditPointRates } from '../../loyalty-points-permissions';
import { loyaltyPointsTestIds as ids } from '../../loyalty-points-test-ids';
import { cellKey, gridOf, ratesOf, type RatesGrid } from '../../rates-model';

/** The rates table: a row per VIP level (the default first), a column per category and deposits. */
const RatesEditor = ({ view }: { view: BoPointRates }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [grid, setGrid] = useState<RatesGrid>(() => gridOf(view.rates));
  const [newLevel, setNewLevel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: savePointRates,
    onSuccess: (next) => {
      client.setQueryData(loyaltyPointsKeys.rates, next);
      setGrid(gridOf(next.rates));
    },
  });
  const levelName = (level: number | null) => (level === null ? t('pointRates.defaultLevel') : t('pointRates.levelN', { level }));

  const addLevel = () => {
    const level = Number(newLevel);
    if (!/^\d{1,3}$/.test(newLevel.trim()) || level > 100) return setProblem(t('pointRates.invalidLevel'));
    setProblem(null);
    if (!grid.levels.includes(level)) setGrid({ ...grid, levels: [...grid.levels, level].sort((a, b) => (a ?? -1) - (b ?? -1)) });
    setNewLevel('');
  };
  const removeLevel = (level: number) => {
    const cells = Object.fromEntries(Object.entries(grid.cells).filter(([key]) => !key.startsWith(`${level}:`)));
    setGrid({ levels: grid.levels.filter((l) => l !== level), cells });
  };
  const submit = () => {
    const { rates, invalid } = ratesOf(grid);
    if (invalid.length > 0) return setProblem(t('pointRates.invalidRate'));
    setProblem(null);
    save.mutate({ rates });
  };

  return (
    <div className="mb-6">
      <Card title={t('pointRates.table')} description={t('pointRates.tableHint')}>
        <Table caption={t('pointRates.table')} data-testid={ids.grid}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('pointRates.level')}</TableHeaderCell>
              {pointRateSources.map((source) => (
                <TableHeaderCell key={source}>{t(`pointRates.source.${source}`)}</TableHeaderCell>
              ))}
              <TableHeaderCell>
                <span className="sr-only">{t('pointRates.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grid.levels.map((level) => (
              <TableRow key={level ?? 'default'}>
                <TableCell className="whitespace-nowrap font-medium">{levelName(level)}</TableCell>
                {pointRateSources.map((source) => (
                  <TableCell key={source}>
                    <Input
                      className="w-24"
                      inputMode="decimal"
                      aria-label={`${levelName(level)}: ${t(`pointRates.source.${source}`)}`}
                      placeholder={level === null ? '0' : t('pointRates.inherit')}
                      value={grid.cells[cellKey(level, source)] ?? ''}
                      onChange={(e) => setGrid({ ...grid, cells: { ...grid.cells, [cellKey(level, source)]: e.target.value } })}
                      data-testid={ids.cell(level, source)}
                    />
                  </TableCell>
                ))}
                <TableCell>
                  {level === null ? null : (
                    <Button variant="secondary" size="sm" onClick={() => removeLevel(level)}>
                      {t('pointRates.remove')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <Field label={t('pointRates.newLevel')} className="w-40">
            <Input inputMode="numeric" value={newLevel} onChange={(e) => setNewLevel(e.target.value)} data-testid={ids.newLevel} />
          </Field>
          <Button variant="secondary" onClick={addLevel} data-testid={ids.addLevel}>
            {t('pointRates.addLevel')}
          </Button>
        </div>
        {problem ? (
          <Alert tone="danger" className="mt-3">
            {problem}
          </Alert>
        ) : null}
        {save.error ? (
          <Alert tone="danger" className="mt-3">
            {save.error.message}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert tone="success" className="mt-3" data-testid={ids.saved}>
            {t('pointRates.saved')}
          </Alert>
        ) : null}
        <div className="mt-4">
          <Button onClick={submit} disabled={save.isPending} data-testid={ids.save}>
            {t('pointRates.save')}
          </Button>
        </div>
      </Card>
    </div>
  );
};

/** The last accrual run and a button to run it now (the scheduler runs it every few minutes). */
const AccrualCard = ({ view }: { view: BoPointRates }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const run = useMutation({ mutationFn: runPointAccrual, onSuccess: () => client.invalidateQueries({ queryKey: loyaltyPointsKeys.rates }) });
  const last = view.lastRun;
  return (
    <Card title={t('pointRates.accrual')} description={t('pointRates.accrualHint')}>
      <p data-testid={ids.lastRun}>
        {last
          ? t('pointRates.lastRun', {
              status: t(`pointRates.runStatus.${last.status}`),
              time: formatDateTime(last.finishedAt ?? last.startedAt, i18n.language),
              members: last.members,
              entries: last.entries,
              pointsIn: last.pointsIn,
              pointsOut: last.pointsOut,
            })
          : t('pointRates.noRun')}
      </p>
      {run.error ? (
        <Alert tone="danger" className="mt-3">
          {run.error.message}
        </Alert>
      ) : null}
      <div className="mt-4">
        <Button variant="secondary" onClick={() => run.mutate()} disabled={run.isPending} data-testid={ids.run}>
          {t('pointRates.runNow')}
        </Button>
      </div>
    </Card>
  );
};

/** Loyalty > Points rates: points per 100.00 of valid bets per category and of deposits, per VIP level. */
export const PointRatesPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canEditPointRates(roles);
  const rates = useQuery({ queryKey: loyaltyPointsKeys.rates, queryFn: ({ signal }) => fetchPointRates(signal), enabled: allowed });
  const header = <PageHeader title={t('pointRates.title')} description={t('pointRates.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  return (
    <>
      {header}
      <ListState query={rates} empty={false} emptyText="" emptyTestId="point-rates-empty" />
      {rates.data ? (
        <>
          <RatesEditor key={rates.data.updatedAt ?? 'none'} view={rates.data} />
          <AccrualCard view={rates.data} />
        </>
      ) : null}
    </>
  );
};
