import { boAgentSettlementJobs, type AgentPeriodKind, type BoAgentSettlementJob, type BoAgentSettlementRunDetail } from '@gp/contracts';
import { periodKindOfKey } from '@gp/contracts';
import { Alert, Button, Field, Input, Select } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/http/api-error';
import { errorMessage } from '../../../../shared/http/error-message';
import { agentsTestIds } from '../../agents-test-ids';
import { fetchAgentsOverview, rerunSettlementPeriod } from '../../api/agents-api';
import { periodKindsOf, previousPeriodKey } from '../../period-key';
import { agentsKeys } from '../../queries/keys';

const ids = agentsTestIds.settlements;

/** Run an ended period of a job again; the key suggested is the job's last ended period on the settlement clock. */
export const RerunForm = ({ onRan }: { onRan: (detail: BoAgentSettlementRunDetail) => void }) => {
  const { t } = useTranslation();
  const overview = useQuery({ queryKey: agentsKeys.overview, queryFn: ({ signal }) => fetchAgentsOverview(signal) });
  const [job, setJob] = useState<BoAgentSettlementJob>('daily_salary');
  const [kind, setKind] = useState<AgentPeriodKind>('daily');
  const [key, setKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const suggest = (k: AgentPeriodKind) =>
    overview.data ? previousPeriodKey(k, new Date(), overview.data.businessTimeZone, overview.data.settlementClockOffsetMinutes) : '';
  // Until staff type a key, the field follows the suggestion for the chosen job and period kind.
  const periodKey = key ?? suggest(kind);
  const chooseJob = (next: BoAgentSettlementJob) => {
    const nextKind = periodKindsOf(next)[0] ?? 'daily';
    setJob(next);
    setKind(nextKind);
    setKey(null);
  };
  const keyValid = periodKindOfKey(job, periodKey.trim()) !== null;

  const submit = async () => {
    if (!keyValid) return;
    setBusy(true);
    setFailure(null);
    try {
      onRan(await rerunSettlementPeriod(job, periodKey.trim()));
    } catch (error) {
      setFailure({ code: isApiError(error) ? error.code : 'UNEXPECTED', message: errorMessage(error, t('error.unexpected')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-semibold">{t('agentsAdmin.rerun.title')}</h2>
      <p className="text-sm text-fg-muted">{t('agentsAdmin.rerun.help')}</p>
      {failure ? (
        <Alert
          tone={failure.code === 'PERIOD_NOT_ENDED' ? 'warning' : 'danger'}
          title={failure.code === 'PERIOD_NOT_ENDED' ? t('agentsAdmin.rerun.notEnded') : undefined}
          data-testid={ids.rerunError}
        >
          {failure.message}
        </Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]">
        <Field label={t('agentsAdmin.col.job')}>
          <Select
            value={job}
            options={boAgentSettlementJobs.map((j) => ({ value: j, label: t(`agentsAdmin.type.${j}`) }))}
            onChange={(e) => chooseJob(e.target.value as BoAgentSettlementJob)}
            data-testid={ids.rerunJob}
          />
        </Field>
        <Field label={t('agentsAdmin.rerun.kind')}>
          <Select
            value={kind}
            disabled={periodKindsOf(job).length < 2}
            options={periodKindsOf(job).map((k) => ({ value: k, label: t(`agentsAdmin.period.${k}`) }))}
            onChange={(e) => {
              setKind(e.target.value as AgentPeriodKind);
              setKey(null);
            }}
            data-testid={ids.rerunKind}
          />
        </Field>
        <Field
          label={t('agentsAdmin.col.period')}
          hint={t(`agentsAdmin.rerun.format.${kind}`)}
          error={periodKey !== '' && !keyValid ? t('agentsAdmin.rerun.badKey') : undefined}
        >
          <Input dir="ltr" maxLength={20} value={periodKey} onChange={(e) => setKey(e.target.value)} data-testid={ids.rerunKey} />
        </Field>
        <div className="flex items-end pb-6 lg:pb-0">
          <Button type="submit" loading={busy} disabled={!keyValid} data-testid={ids.rerunSubmit}>
            {t('agentsAdmin.rerun.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
};
