import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { downloadCsv, type CsvRequest } from '../../api/csv-api';

export type CsvButtonProps = {
  /** What to export; null disables the button (e.g. the period is not usable yet). */
  request: CsvRequest | null;
  testId?: string;
};

/** "Export CSV": downloads the report's CSV with the list's query; a refusal shows under the button. */
export const CsvButton = ({ request, testId = 'report-csv' }: CsvButtonProps) => {
  const { t } = useTranslation('agent');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(request);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => void run()} loading={busy} disabled={!request} data-testid={testId}>
        {t('report.exportCsv')}
      </Button>
      <ErrorBanner error={error} data-testid={`${testId}-error`} />
    </div>
  );
};
