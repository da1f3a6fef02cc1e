import { Alert, Button, Field, Input } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../download/save-blob';

export type ReportPeriod = { from: string; to: string };

type Props = {
  /** The period the shown report covers (the server's default until staff choose one). */
  report: (ReportPeriod & { timeZone: string }) | undefined;
  maxDays: number;
  onApply: (period: ReportPeriod) => void;
  /** The report of `period` as CSV, and the file name to save it under. */
  downloadCsv: (period: ReportPeriod) => Promise<{ blob: Blob; name: string }>;
  testIds: { from: string; to: string; apply: string; csv: string };
};

/**
 * The period picker of the per-day reports (GGR, promotion cost, loyalty cost): two business days,
 * Apply, and a CSV of the period shown. An empty end keeps the report's own, so the first Apply
 * without a change shows the same period.
 */
export const ReportPeriodForm = ({ report, maxDays, onApply, downloadCsv, testIds }: Props) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportPeriod>({ from: '', to: '' });
  const [csvError, setCsvError] = useState<string | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const from = draft.from || report?.from || '';
  const to = draft.to || report?.to || '';

  const saveCsv = async () => {
    if (!report) return;
    setCsvBusy(true);
    setCsvError(null);
    try {
      const file = await downloadCsv({ from: report.from, to: report.to });
      saveBlob(file.blob, file.name);
    } catch (error) {
      setCsvError(error instanceof Error ? error.message : t('error.unexpected'));
    } finally {
      setCsvBusy(false);
    }
  };

  return (
    <>
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          onApply({ from, to });
        }}
      >
        <Field label={t('gamesAdmin.ggr.from')}>
          <Input type="date" dir="ltr" value={from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} data-testid={testIds.from} />
        </Field>
        <Field label={t('gamesAdmin.ggr.to')} hint={t('gamesAdmin.ggr.periodHint', { days: maxDays, timeZone: report?.timeZone ?? '' })}>
          <Input type="date" dir="ltr" value={to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} data-testid={testIds.to} />
        </Field>
        <div className="flex flex-wrap items-end gap-2 lg:col-span-2">
          <Button type="submit" variant="secondary" data-testid={testIds.apply}>
            {t('cashier.apply')}
          </Button>
          <Button type="button" variant="secondary" loading={csvBusy} disabled={!report} onClick={() => void saveCsv()} data-testid={testIds.csv}>
            {t('gamesAdmin.ggr.csv')}
          </Button>
        </div>
      </form>
      {csvError ? <Alert tone="danger">{csvError}</Alert> : null}
    </>
  );
};
