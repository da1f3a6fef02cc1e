import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreditReport, CreditReportDay, MinorTotal } from '@gp/contracts';
import { Button, Card, cx } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { useMoneyText } from '../../cashier/components/deposit/money-text';
import { PeriodFilterFields } from '../../cashier/components/records/period-filter';
import { RecordsFrame } from '../../cashier/components/records/records-frame';
import { usePeriod } from '../../cashier/components/records/use-period';
import { creditReportQuery } from '../api/credit-report-api';
import { statementCsv, type statementColumns } from '../components/statement-csv';

const inLines = ['deposit', 'transferIn', 'bonus', 'win', 'refund', 'otherIn'] as const;
const outLines = ['withdrawal', 'transferOut', 'bet', 'otherOut'] as const;
type Figures = Omit<CreditReportDay, 'date'>;

const isZero = (value: MinorTotal) => value === 0 || value === '0';

const formatDay = (date: string, language: string) => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  } catch {
    return date;
  }
};

/** Opening, the lines in and out that moved (zero lines are left out), the two totals, closing. */
const Statement = ({ figures, money }: { figures: Figures; money: (minor: MinorTotal) => string }) => {
  const { t } = useTranslation();
  const row = (key: keyof Figures, strong = false, tone?: 'in' | 'out') => (
    <div key={key} className={cx('flex items-baseline justify-between gap-3 py-1', strong && 'font-semibold')}>
      <dt className={strong ? undefined : 'text-fg-muted'}>{t(`site:creditReport.${key}`)}</dt>
      <dd className={cx('tabular-nums', tone === 'in' && 'text-success', tone === 'out' && 'text-danger')} data-testid={`statement-${key}`}>
        {tone === 'out' && !isZero(figures[key]) ? '−' : ''}
        {money(figures[key])}
      </dd>
    </div>
  );
  return (
    <dl className="flex flex-col divide-y divide-border text-sm">
      {row('opening', true)}
      {inLines.filter((line) => !isZero(figures[line])).map((line) => row(line))}
      {row('moneyIn', true, 'in')}
      {outLines.filter((line) => !isZero(figures[line])).map((line) => row(line))}
      {row('moneyOut', true, 'out')}
      {row('closing', true)}
    </dl>
  );
};

const downloadCsv = (report: CreditReport, header: (column: (typeof statementColumns)[number]) => string) => {
  const blob = new Blob([`\uFEFF${statementCsv(report, header)}`], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `credit-report-${report.days[0]?.date ?? ''}-${report.days.at(-1)?.date ?? ''}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
};

/**
 * /creditReport: the member's statement per day for a period (the past 7 days first, at most 90):
 * the balance each day opened with, money in and out by kind, the balance it closed with, and the
 * whole period's figures; newest day first, as CSV on request.
 */
export const CreditReportPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const { period, incomplete, choosePeriod } = usePeriod('past7');
  const report = useQuery({ ...creditReportQuery(token, period), enabled: token !== null && !incomplete });
  const data = report.data;
  const money = useMoneyText(data?.currency ?? 'INR', data?.currencySymbol ?? '');
  const header = (column: (typeof statementColumns)[number]) => t(`site:creditReport.${column}`);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <PageTitle>{t('site:creditReport.title')}</PageTitle>
        <p className="text-fg-muted">{t('site:creditReport.intro')}</p>
      </div>
      <RecordsFrame
        testId="credit-report-page"
        filters={
          <>
            <PeriodFilterFields value={period} onChange={choosePeriod} testId="credit-period" />
            {period.preset === 'custom' ? <p className="text-sm text-fg-muted sm:pb-3">{t('site:creditReport.maxDays')}</p> : null}
            {data && data.days.length > 0 ? (
              <Button variant="secondary" className="sm:ms-auto" onClick={() => downloadCsv(data, header)} data-testid="credit-report-csv">
                {t('site:creditReport.csv')}
              </Button>
            ) : null}
          </>
        }
        error={report.error}
        loading={report.isPending && !incomplete}
      >
        {data ? (
          <>
            <Card title={t('site:creditReport.period')} headingLevel={2}>
              <div data-testid="credit-report-total">
                <Statement figures={data.total} money={money} />
              </div>
            </Card>
            <ol className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="credit-report-days">
              {[...data.days].reverse().map((day) => (
                <li key={day.date} className="rounded-lg border border-border bg-surface p-3" data-testid="credit-report-day" data-date={day.date}>
                  <h3 className="mb-1 font-semibold">
                    <time dateTime={day.date}>{formatDay(day.date, i18n.language)}</time>
                  </h3>
                  <Statement figures={day} money={money} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </RecordsFrame>
    </div>
  );
};
