import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pointRateSources, type PointConfig } from '@gp/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { PageTitle } from '../../../shared/page-title';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { pointConfigQuery } from '../api/points-api';
import { PointsNav } from '../components/points-nav';
import { ratePoints } from '../components/rate-text';

/** Every level staff set a rate for (the default first), with its rate per source (the default's where it has none). */
const levelRows = (config: PointConfig) => {
  const levels = [null, ...[...new Set(config.rates.map((r) => r.vipLevel).filter((l): l is number => l !== null))].sort((a, b) => a - b)];
  const rateOf = (level: number | null, source: string) =>
    config.rates.find((r) => r.vipLevel === level && r.source === source)?.pointsBp ??
    config.rates.find((r) => r.vipLevel === null && r.source === source)?.pointsBp ??
    0;
  return levels.map((level) => ({ level, rates: pointRateSources.map((source) => rateOf(level, source)) }));
};

/** /pointMall/rules: how points are earned (the member's rates and each VIP level's), and that they never expire. */
export const PointsRulesPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const config = useQuery(pointConfigQuery(token));
  const data = config.data;

  return (
    <div className="flex flex-col gap-4" data-testid="points-rules-page">
      <PageTitle>{t('site:points.rules')}</PageTitle>
      <PointsNav current="rules" />
      <ErrorBanner error={config.error} />
      <section className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
        <p>{t('site:points.rulesIntro')}</p>
        <p className="font-semibold" data-testid="points-never-expire">
          {t('site:points.neverExpire')}
        </p>
        <p className="text-sm text-fg-muted">{t('site:points.rulesRounding')}</p>
      </section>
      {data ? (
        <>
          <section className="flex flex-col gap-2" aria-labelledby="points-my-rates">
            <h2 id="points-my-rates" className="text-lg font-semibold">
              {data.vipLevel === null ? t('site:points.myRates') : t('site:points.myRatesLevel', { level: data.vipLevel })}
            </h2>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="points-my-rates">
              {data.myRates.map((rate) => (
                <li key={rate.source} className="flex items-baseline justify-between gap-3 rounded-md border border-border bg-surface p-3">
                  <span>{t(`site:points.source.${rate.source}`)}</span>
                  <span className="tabular-nums font-medium">
                    {t(rate.source === 'deposit' ? 'site:points.perDeposit' : 'site:points.perBet', { points: ratePoints(rate.pointsBp, i18n.language) })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className="flex flex-col gap-2" aria-labelledby="points-level-rates">
            <h2 id="points-level-rates" className="text-lg font-semibold">
              {t('site:points.levelRates')}
            </h2>
            <p className="text-sm text-fg-muted">{t('site:points.levelRatesHint')}</p>
            <Table caption={t('site:points.levelRates')} data-testid="points-level-rates">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('site:points.level')}</TableHeaderCell>
                  {pointRateSources.map((source) => (
                    <TableHeaderCell key={source} className="text-end">
                      {t(`site:points.source.${source}`)}
                    </TableHeaderCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {levelRows(data).map((row) => (
                  <TableRow key={row.level ?? 'default'}>
                    <TableCell>{row.level === null ? t('site:points.defaultLevel') : t('site:points.levelN', { level: row.level })}</TableCell>
                    {row.rates.map((rate, index) => (
                      <TableCell key={pointRateSources[index]} className="text-end tabular-nums">
                        {ratePoints(rate, i18n.language)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        </>
      ) : config.isPending ? (
        <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />
      ) : null}
    </div>
  );
};
