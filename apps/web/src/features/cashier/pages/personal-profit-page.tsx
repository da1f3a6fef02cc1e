import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfitFigures } from '@gp/contracts';
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, cx } from '@gp/ui';
import { categoryLabel } from '../../games/components/nav-labels';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { useMoneyText } from '../components/deposit/money-text';
import { PeriodFilterFields } from '../components/records/period-filter';
import { EmptyRecords } from '../components/records/empty-records';
import { RecordsFrame } from '../components/records/records-frame';
import { personalProfitQuery } from '../api/records-api';
import { usePeriod } from '../components/records/use-period';

const profitClass = (profit: number) => cx('text-end font-semibold tabular-nums', profit < 0 ? 'text-danger' : profit > 0 ? 'text-success' : '');

/** One table of figures (bet, win, refund, profit) keyed by a first column: a day or a category. */
const FiguresTable = ({
  caption,
  firstColumn,
  rows,
  money,
  testId,
}: {
  caption: string;
  firstColumn: string;
  rows: (ProfitFigures & { key: string; label: string })[];
  money: (minor: number) => string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Table caption={caption} data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{firstColumn}</TableHeaderCell>
          <TableHeaderCell className="text-end">{t('cashier:records.profit.bet')}</TableHeaderCell>
          <TableHeaderCell className="text-end">{t('cashier:records.profit.win')}</TableHeaderCell>
          <TableHeaderCell className="text-end">{t('cashier:records.profit.refund')}</TableHeaderCell>
          <TableHeaderCell className="text-end">{t('cashier:records.profit.profit')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={`${testId}-row`}>
            <TableHeaderCell scope="row" className="font-normal">
              {row.label}
            </TableHeaderCell>
            <TableCell className="whitespace-nowrap text-end tabular-nums">{money(row.bet)}</TableCell>
            <TableCell className="whitespace-nowrap text-end tabular-nums">{money(row.win)}</TableCell>
            <TableCell className="whitespace-nowrap text-end tabular-nums">{money(row.refund)}</TableCell>
            <TableCell className={cx('whitespace-nowrap', profitClass(row.profit))}>{money(row.profit)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const formatDay = (date: string, language: string) => {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  } catch {
    return date;
  }
};

/** personalProfit: the profit and loss of play for a period, by day and by game category. */
export const PersonalProfitPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const { period, incomplete, choosePeriod } = usePeriod('past7');
  const profit = useQuery({ ...personalProfitQuery(token, period), enabled: token !== null && !incomplete });
  const money = useMoneyText(profit.data?.currency ?? 'INR', profit.data?.currencySymbol ?? '');
  const data = profit.data;
  const totals = data
    ? [
        { key: 'bet', label: t('cashier:records.profit.bet'), value: data.total.bet },
        { key: 'win', label: t('cashier:records.profit.win'), value: data.total.win },
        { key: 'refund', label: t('cashier:records.profit.refund'), value: data.total.refund },
      ]
    : [];
  return (
    <RecordsFrame
      testId="personal-profit-page"
      filters={<PeriodFilterFields value={period} onChange={choosePeriod} testId="profit-period" />}
      error={profit.error}
      loading={profit.isPending && !incomplete}
    >
      {data ? (
        <>
          <Card title={t('cashier:records.profit.total')} headingLevel={3}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {totals.map((item) => (
                <div key={item.key} className="rounded-md bg-muted px-3 py-2">
                  <dt className="text-xs text-fg-muted">{item.label}</dt>
                  <dd className="font-semibold tabular-nums">{money(item.value)}</dd>
                </div>
              ))}
              <div className="rounded-md border border-primary/40 px-3 py-2">
                <dt className="text-xs text-fg-muted">{t('cashier:records.profit.profit')}</dt>
                <dd className={cx(profitClass(data.total.profit), 'text-start')} data-testid="profit-total">
                  {money(data.total.profit)}
                </dd>
              </div>
            </dl>
          </Card>
          {data.days.length === 0 ? (
            <EmptyRecords text={t('cashier:records.profit.empty')} testId="profit-empty" />
          ) : (
            <>
              <section className="flex flex-col gap-2">
                <h3 className="font-semibold">{t('cashier:records.profit.byCategory')}</h3>
                <FiguresTable
                  caption={t('cashier:records.profit.byCategory')}
                  firstColumn={t('cashier:records.profit.category')}
                  rows={data.categories.map((c) => ({
                    ...c,
                    key: c.gameType,
                    label: c.gameType === 'OTHER' ? t('cashier:records.profit.otherCategory') : categoryLabel(t, c.gameType),
                  }))}
                  money={money}
                  testId="profit-categories"
                />
              </section>
              <section className="flex flex-col gap-2">
                <h3 className="font-semibold">{t('cashier:records.profit.byDay')}</h3>
                <FiguresTable
                  caption={t('cashier:records.profit.byDay')}
                  firstColumn={t('cashier:records.profit.day')}
                  rows={data.days.map((d) => ({ ...d, key: d.date, label: formatDay(d.date, i18n.language) }))}
                  money={money}
                  testId="profit-days"
                />
              </section>
            </>
          )}
        </>
      ) : null}
    </RecordsFrame>
  );
};
