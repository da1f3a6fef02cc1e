import type { LotteryResultEntryView } from '@gp/contracts';
import { Alert, Button, Card } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/http/api-error';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { decideLotteryResult } from '../../api/lottery-api';
import { useLotteryFormat } from '../../components/lottery-format';
import { SheetView } from '../../components/sheet-view';
import { entryStateTone } from '../../lottery-labels';
import type { SheetLayout } from '../../lottery-sheet';
import { lotteryTestIds } from '../../lottery-test-ids';

const ids = lotteryTestIds.draw;

type Decision = { entry: LotteryResultEntryView; decision: 'confirm' | 'reject' } | null;
type Refusal = { entryId: string; ownEntry: boolean; message: string } | null;

type Props = {
  entries: readonly LotteryResultEntryView[];
  layout: SheetLayout | null;
  /** The signed-in staff member's id, to say which entries are their own. */
  meId: number | undefined;
  /** Whether the draw still takes a decision (closed, resulted or settled). */
  decidable: boolean;
  onDecided: (message: string) => Promise<void>;
};

/**
 * Every result entry of a draw: who entered it and when, who confirmed or rejected it. A waiting
 * entry is confirmed or rejected by a second staff member; the server refuses its author
 * (SECOND_APPROVER_REQUIRED), which is said here in so many words.
 */
export const ResultEntries = ({ entries, layout, meId, decidable, onDecided }: Props) => {
  const { t } = useTranslation();
  const format = useLotteryFormat();
  const [dialog, setDialog] = useState<Decision>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const staffName = (id: string | null) =>
    id === null
      ? t('lottery.entries.system')
      : meId !== undefined && id === String(meId)
        ? t('lottery.entries.you', { id })
        : t('lottery.entries.staff', { id });

  const decide = async (entry: LotteryResultEntryView, decision: 'confirm' | 'reject') => {
    setRefusal(null);
    try {
      await decideLotteryResult(entry.entryId, decision);
      setDialog(null);
      await onDecided(decision === 'confirm' ? t('lottery.entries.confirmed') : t('lottery.entries.rejected'));
    } catch (error) {
      setDialog(null);
      const ownEntry = isApiError(error) && error.code === 'SECOND_APPROVER_REQUIRED';
      setRefusal({ entryId: entry.entryId, ownEntry, message: error instanceof Error ? error.message : t('error.unexpected') });
    }
  };

  return (
    <Card title={t('lottery.entries.title')} description={t('lottery.entries.description')} headingLevel={2}>
      {entries.length === 0 ? <p className="text-fg-muted">{t('lottery.entries.none')}</p> : null}
      <ol className="flex flex-col gap-4" data-testid={ids.entries}>
        {entries.map((entry) => {
          const mine = meId !== undefined && entry.enteredBy === String(meId);
          const pending = entry.status === 'pending';
          return (
            <li key={entry.entryId} className="rounded-md border border-border p-4" data-testid={ids.entry} data-id={entry.entryId} data-status={entry.status}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t('lottery.entries.entry', { id: entry.entryId })}</span>
                <StatusBadge tone={entryStateTone[entry.status]} label={t(`lottery.entryState.${entry.status}`)} />
                <span className="text-sm text-fg-muted">{t(`lottery.source.${entry.source}`)}</span>
                {entry.version !== null ? <span className="text-sm text-fg-muted">{t('lottery.entries.version', { version: entry.version })}</span> : null}
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-fg-muted">{t('lottery.entries.enteredBy')}</dt>
                <dd>
                  {staffName(entry.enteredBy)} · {format.time(entry.enteredAt)}
                </dd>
                <dt className="text-fg-muted">{t('lottery.entries.decidedBy')}</dt>
                <dd>{entry.decidedAt ? `${staffName(entry.decidedBy)} · ${format.time(entry.decidedAt)}` : t('lottery.entries.waiting')}</dd>
              </dl>
              <details className="mt-2" open={pending}>
                <summary className="cursor-pointer text-sm text-primary">{t('lottery.entries.showResult')}</summary>
                <div className="mt-2">
                  <SheetView layout={layout} result={entry.result} />
                </div>
              </details>
              {pending && mine ? <p className="mt-2 text-sm text-fg-muted">{t('lottery.entries.ownHint')}</p> : null}
              {refusal?.entryId === entry.entryId ? (
                <Alert
                  tone={refusal.ownEntry ? 'warning' : 'danger'}
                  title={refusal.ownEntry ? t('lottery.entries.secondApproverTitle') : undefined}
                  className="mt-3"
                  data-testid={ids.decisionError}
                >
                  {refusal.ownEntry ? t('lottery.entries.secondApproverBody') : refusal.message}
                </Alert>
              ) : null}
              {pending && decidable ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => setDialog({ entry, decision: 'confirm' })} data-testid={ids.confirm}>
                    {t('lottery.entries.confirm')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setDialog({ entry, decision: 'reject' })} data-testid={ids.reject}>
                    {t('lottery.entries.reject')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {dialog ? (
        <ConfirmDialog
          title={dialog.decision === 'confirm' ? t('lottery.entries.confirmTitle') : t('lottery.entries.rejectTitle')}
          confirmLabel={dialog.decision === 'confirm' ? t('lottery.entries.confirm') : t('lottery.entries.reject')}
          testId={`${dialog.decision === 'confirm' ? ids.confirm : ids.reject}-dialog`}
          onClose={() => setDialog(null)}
          onConfirm={() => decide(dialog.entry, dialog.decision)}
        >
          <p className="mb-3">{dialog.decision === 'confirm' ? t('lottery.entries.confirmBody') : t('lottery.entries.rejectBody')}</p>
          <SheetView layout={layout} result={dialog.entry.result} />
        </ConfirmDialog>
      ) : null}
    </Card>
  );
};
