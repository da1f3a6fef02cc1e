import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositLimitsRequest, DepositLimitView, ProtectionOverview } from '@gp/contracts';
import { Card } from '@gp/ui';
import { DoneNote } from '../../account/security/done-note';
import { ErrorBanner } from '../../account/shared/error-banner';
import { SubmitButton } from '../../account/shared/submit-button';
import { TextField } from '../../account/shared/text-field';
import { minorToInput, parseMajorAmount } from './protection-format';
import { protectionKey, saveDepositLimits } from './protection-api';
import { useProtectionFormat } from './use-protection-format';

type Window = DepositLimitView['window'];
const windows: readonly Window[] = ['day', 'week', 'month'];
type Texts = Record<Window, string>;

const textsOf = (limits: readonly DepositLimitView[]): Texts => {
  const of = (w: Window) => minorToInput(limits.find((l) => l.window === w)?.limit ?? null);
  return { day: of('day'), week: of('week'), month: of('month') };
};

/** One window's usage line: deposited, left, and a waiting raise or removal with its time. */
const LimitStatus = ({ view, overview }: { view: DepositLimitView; overview: ProtectionOverview }) => {
  const { t } = useTranslation();
  const format = useProtectionFormat(overview.currency, overview.currencySymbol);
  return (
    <div className="flex flex-col gap-0.5 text-sm text-fg-muted" data-testid={`limit-status-${view.window}`}>
      <span>
        {t('cashier:protection.limits.used', { amount: format.money(view.used) })}
        {view.remaining !== null ? ` · ${t('cashier:protection.limits.remaining', { amount: format.money(view.remaining) })}` : ''}
      </span>
      {view.pending ? (
        <span className="font-medium text-warning" data-testid={`limit-pending-${view.window}`}>
          {view.pending.limit === null
            ? t('cashier:protection.limits.pendingRemoval', { when: format.date(view.pending.effectiveAt) })
            : t('cashier:protection.limits.pending', { amount: format.money(view.pending.limit), when: format.date(view.pending.effectiveAt) })}
        </span>
      ) : null}
    </div>
  );
};

/**
 * The three rolling deposit limits. Only changed windows are sent; an emptied field asks to remove
 * the limit (which, like a raise, waits 24 hours on the server).
 */
export const DepositLimitsForm = ({ overview }: { overview: ProtectionOverview }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const format = useProtectionFormat(overview.currency, overview.currencySymbol);
  const initial = textsOf(overview.depositLimits);
  const [texts, setTexts] = useState<Texts>(initial);
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: saveDepositLimits,
    onSuccess: async (next) => {
      queryClient.setQueriesData({ queryKey: [...protectionKey, 'overview'] }, next);
      setTexts(textsOf(next.depositLimits));
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: protectionKey });
    },
  });
  const invalid = (w: Window) => texts[w].trim() !== '' && parseMajorAmount(texts[w]) === null;
  const changes: DepositLimitsRequest = {};
  for (const w of windows) {
    if (texts[w].trim() === initial[w] || invalid(w)) continue;
    changes[w] = texts[w].trim() === '' ? null : parseMajorAmount(texts[w]);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (windows.some(invalid) || Object.keys(changes).length === 0) return;
    save.mutate(changes);
  };
  return (
    <div data-testid="deposit-limits">
      <Card title={t('cashier:protection.limits.title')} description={t('cashier:protection.limits.description')} headingLevel={3}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="deposit-limits-form">
          {windows.map((w) => {
            const view = overview.depositLimits.find((l) => l.window === w);
            return (
              <div key={w} className="flex flex-col gap-1">
                <TextField
                  label={t('cashier:protection.limits.label', { window: t(`cashier:protection.window.${w}`) })}
                  value={texts[w]}
                  onChange={(event) => setTexts((s) => ({ ...s, [w]: event.target.value }))}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('cashier:protection.limits.none')}
                  hint={t('cashier:protection.limits.hint', { symbol: overview.currencySymbol })}
                  error={invalid(w) ? t('cashier:protection.limits.invalid') : undefined}
                  data-testid={`limit-input-${w}`}
                />
                {view ? <LimitStatus view={view} overview={overview} /> : null}
              </div>
            );
          })}
          {overview.depositRemaining !== null ? (
            <p className="text-sm font-medium" data-testid="limits-overall">
              {t('cashier:protection.limits.overall', { amount: format.money(overview.depositRemaining) })}
            </p>
          ) : null}
          <ErrorBanner error={save.error} />
          <DoneNote text={done ? t('cashier:protection.limits.saved') : null} testId="deposit-limits-done" />
          <SubmitButton busy={save.isPending} disabled={Object.keys(changes).length === 0 || windows.some(invalid)} className="self-start" data-testid="deposit-limits-submit">
            {t('cashier:protection.limits.save')}
          </SubmitButton>
        </form>
      </Card>
    </div>
  );
};
