import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositLimitsRequest, DepositLimitView, ProtectionOverview } from '@gp/contracts';
import { Card } from '@gp/ui';
import { DoneNote } from '../../../account/components/security/done-note';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { minorToInput, parseMajorAmount } from './protection-format';
import { cashierKeys } from '../../queries/keys';
import { useProtectionFormat } from './use-protection-format';

type Window = DepositLimitView['window'];
const windows: readonly Window[] = ['day', 'week', 'month'];
type Texts = Record<Window, string>;

/** What differs between the deposit and the wager limits: where the figures are, the words, the call, the test ids. */
export type RollingLimitsKind = {
  views: (overview: ProtectionOverview) => DepositLimitView[];
  remaining: (overview: ProtectionOverview) => number | null;
  save: (body: DepositLimitsRequest) => Promise<ProtectionOverview>;
  /** cashier keys: title, description, label (with {{window}}), used and overall (with {{amount}}), save, saved. */
  text: { title: string; description: string; label: string; used: string; overall: string; save: string; saved: string };
  ids: { root: string; form: string; input: string; status: string; pending: string; overall: string; done: string; submit: string };
};

const textsOf = (limits: readonly DepositLimitView[]): Texts => {
  const of = (w: Window) => minorToInput(limits.find((l) => l.window === w)?.limit ?? null);
  return { day: of('day'), week: of('week'), month: of('month') };
};

/** One window's usage line: used, left, and a waiting raise or removal with its time. */
const LimitStatus = ({ view, overview, kind }: { view: DepositLimitView; overview: ProtectionOverview; kind: RollingLimitsKind }) => {
  const { t } = useTranslation();
  const format = useProtectionFormat(overview.currency, overview.currencySymbol);
  return (
    <div className="flex flex-col gap-0.5 text-sm text-fg-muted" data-testid={`${kind.ids.status}-${view.window}`}>
      <span>
        {t(kind.text.used, { amount: format.money(view.used) })}
        {view.remaining !== null ? ` · ${t('cashier:protection.limits.remaining', { amount: format.money(view.remaining) })}` : ''}
      </span>
      {view.pending ? (
        <span className="font-medium text-warning" data-testid={`${kind.ids.pending}-${view.window}`}>
          {view.pending.limit === null
            ? t('cashier:protection.limits.pendingRemoval', { when: format.date(view.pending.effectiveAt) })
            : t('cashier:protection.limits.pending', { amount: format.money(view.pending.limit), when: format.date(view.pending.effectiveAt) })}
        </span>
      ) : null}
    </div>
  );
};

/**
 * Three rolling limits (24 hours, 7 days, 30 days). Only changed windows are sent; an emptied field
 * asks to remove the limit (which, like a raise, waits 24 hours on the server).
 */
export const RollingLimitsForm = ({ overview, kind }: { overview: ProtectionOverview; kind: RollingLimitsKind }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const format = useProtectionFormat(overview.currency, overview.currencySymbol);
  const views = kind.views(overview);
  const remaining = kind.remaining(overview);
  const initial = textsOf(views);
  const [texts, setTexts] = useState<Texts>(initial);
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: kind.save,
    onSuccess: async (next) => {
      queryClient.setQueriesData({ queryKey: cashierKeys.protectionOverviews }, next);
      setTexts(textsOf(kind.views(next)));
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: cashierKeys.protection });
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
    <div data-testid={kind.ids.root}>
      <Card title={t(kind.text.title)} description={t(kind.text.description)} headingLevel={3}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid={kind.ids.form}>
          {windows.map((w) => {
            const view = views.find((l) => l.window === w);
            return (
              <div key={w} className="flex flex-col gap-1">
                <TextField
                  label={t(kind.text.label, { window: t(`cashier:protection.window.${w}`) })}
                  value={texts[w]}
                  onChange={(event) => setTexts((s) => ({ ...s, [w]: event.target.value }))}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('cashier:protection.limits.none')}
                  hint={t('cashier:protection.limits.hint', { symbol: overview.currencySymbol })}
                  error={invalid(w) ? t('cashier:protection.limits.invalid') : undefined}
                  data-testid={`${kind.ids.input}-${w}`}
                />
                {view ? <LimitStatus view={view} overview={overview} kind={kind} /> : null}
              </div>
            );
          })}
          {remaining !== null ? (
            <p className="text-sm font-medium" data-testid={kind.ids.overall}>
              {t(kind.text.overall, { amount: format.money(remaining) })}
            </p>
          ) : null}
          <ErrorBanner error={save.error} />
          <DoneNote text={done ? t(kind.text.saved) : null} testId={kind.ids.done} />
          <SubmitButton
            busy={save.isPending}
            disabled={Object.keys(changes).length === 0 || windows.some(invalid)}
            className="self-start"
            data-testid={kind.ids.submit}
          >
            {t(kind.text.save)}
          </SubmitButton>
        </form>
      </Card>
    </div>
  );
};
