import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, cx, Select } from '@gp/ui';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import type { PlaceRequest } from '../api/book';
import { useBoot } from '../app/boot-context';
import { useNow } from '../app/use-now';
import { offeredOdds, refusalMessage } from '../bets/refusal';
import { CloseIcon } from '../components/icons';
import { OddsValue } from '../components/odds-button';
import { oddsText } from '../format/odds';
import { useLocale } from '../i18n/locale';
import { marketTitle, selectionLabel } from '../markets/labels';
import { decidedOutcome, placeOne, withOfferedOdds, type PlacementOutcome } from './placement';
import { useSlip } from './slip-context';
import { combinedOdds, conflictingLegs, parlayProblems, singlesTotals, slipReturn, type ParlayProblem } from './slip-math';
import { oddsPolicies, type OddsPolicy, type SlipLeg } from './slip-state';
import { StakeField } from './stake-field';

const policyLabel = { any: 'sports.slip.policy.any', higher: 'sports.slip.policy.higher', none: 'sports.slip.policy.none' } as const;

const LegCard = ({ leg, conflict, offered, children }: { leg: SlipLeg; conflict: boolean; offered: number | undefined; children?: ReactNode }) => {
  const locale = useLocale();
  const { t, dynamic, language } = locale;
  const { dispatch } = useSlip();
  const label = selectionLabel(locale, leg.label);
  const event = leg.event.home
    ? t('sports.match.versus', { home: leg.event.home, away: leg.event.away ?? '' })
    : dynamic(`sports.league.${leg.event.leagueKey}`, leg.event.leagueKey);
  return (
    <li
      className={cx(
        'flex flex-col gap-2 rounded-md border bg-surface-raised p-2.5',
        conflict ? 'border-danger' : 'border-border',
        leg.suspended && 'opacity-80',
      )}
      data-testid={`slip-leg-${leg.selectionId}`}
      data-conflict={conflict || undefined}
      data-suspended={leg.suspended || undefined}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-fg-muted">{event}</p>
          <p className="font-semibold">{label}</p>
          <p className="text-xs text-fg-muted">{marketTitle(locale, leg.label.marketKind, leg.label.unit)}</p>
        </div>
        <OddsValue odds={leg.odds} className="pt-4" />
        <button
          type="button"
          onClick={() => dispatch({ type: 'remove', selectionId: leg.selectionId })}
          aria-label={t('sports.slip.remove', { selection: label })}
          data-testid={`slip-remove-${leg.selectionId}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted"
        >
          <CloseIcon />
        </button>
      </div>
      {leg.suspended ? <p className="text-xs font-semibold text-warning">{t('sports.slip.suspendedLeg')}</p> : null}
      {conflict ? (
        <p className="text-xs font-semibold text-danger" data-testid={`slip-conflict-${leg.selectionId}`}>
          {t('sports.slip.conflict')}
        </p>
      ) : null}
      {offered !== undefined ? (
        <p className="text-xs font-semibold text-warning" data-testid={`slip-offered-${leg.selectionId}`}>
          {t('sports.slip.newOdds', { odds: oddsText('decimal', offered, language) ?? '', old: oddsText('decimal', leg.odds, language) ?? '' })}
        </p>
      ) : null}
      {children}
    </li>
  );
};

const problemKey: Record<
  ParlayProblem,
  'sports.slip.tooFew' | 'sports.slip.tooMany' | 'sports.slip.conflict' | 'sports.slip.outrightSingle' | 'sports.slip.suspendedLeg'
> = {
  'too-few': 'sports.slip.tooFew',
  'too-many': 'sports.slip.tooMany',
  conflict: 'sports.slip.conflict',
  outright: 'sports.slip.outrightSingle',
  suspended: 'sports.slip.suspendedLeg',
};

/** An in-play bet waiting out the book's delay: a countdown, then the book's answer. */
const PendingBet = ({ outcome, onDecided }: { outcome: Extract<PlacementOutcome, { kind: 'pending' }>; onDecided: (next: PlacementOutcome) => void }) => {
  const { api } = useBoot();
  const { t, count } = useLocale();
  const now = useNow(true);
  const seconds = Math.max(0, Math.ceil((outcome.endsAt - now) / 1000));
  const { data } = useQuery({ queryKey: ['bet', outcome.bet.id], queryFn: () => api.bet(outcome.bet.id), refetchInterval: 1_000 });
  const decided = data ? decidedOutcome(outcome.request, data.bet) : null;
  useEffect(() => {
    if (decided) onDecided(decided);
  }, [decided, onDecided]);
  return (
    <p className="flex items-center gap-2 text-sm font-semibold" data-testid="slip-delay">
      <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full border-2 border-primary tabular-nums">
        {count(seconds)}
      </span>
      <span aria-live="off">{t('sports.slip.delay', { seconds: count(seconds) })}</span>
    </p>
  );
};

/**
 * The bet slip: singles or one parlay, stakes with quick amounts, the potential return computed as
 * the server settles, the odds-change policy, in-play countdowns, and each refusal in words (with
 * the new odds when they moved).
 */
export const BetSlip = ({ headingId, onClose }: { headingId: string; onClose?: () => void }) => {
  const locale = useLocale();
  const { t, money, count } = locale;
  const { boot, api } = useBoot();
  const { state, legs, dispatch } = useSlip();
  const queryClient = useQueryClient();
  const policyId = useId();
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<PlacementOutcome[]>([]);

  const conflicts = state.mode === 'parlay' ? conflictingLegs(legs) : new Set<string>();
  const problems = parlayProblems(legs);
  const parlayOdds = legs.map((l) => l.odds);
  const parlayReturn = slipReturn(state.parlayStake, parlayOdds);
  const singles = singlesTotals(legs.map((l) => ({ stake: state.stakes[l.selectionId] ?? null, odds: l.odds })));
  const offered = new Map(outcomes.flatMap((o) => (o.kind === 'refused' ? [...offeredOdds(o.refusal)] : [])));

  const singleRequests = (): PlaceRequest[] =>
    legs.flatMap((leg) => {
      const stake = state.stakes[leg.selectionId] ?? null;
      return stake && !leg.suspended ? [{ stake, oddsPolicy: state.policy, legs: [{ selectionId: leg.selectionId, odds: leg.odds }] }] : [];
    });
  const requests: PlaceRequest[] =
    state.mode === 'parlay'
      ? problems.length === 0 && state.parlayStake
        ? [{ stake: state.parlayStake, oddsPolicy: state.policy, legs: legs.map((l) => ({ selectionId: l.selectionId, odds: l.odds })) }]
        : []
      : singleRequests();

  const record = (results: PlacementOutcome[]) => {
    const taken = results.filter((r) => r.kind !== 'refused').flatMap((r) => r.request.legs.map((l) => l.selectionId));
    if (taken.length > 0) dispatch({ type: 'placed', selectionIds: taken });
    void queryClient.invalidateQueries({ queryKey: ['bets'] });
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
  };

  const send = async (batch: PlaceRequest[]) => {
    setBusy(true);
    const results: PlacementOutcome[] = [];
    // One at a time: the vendor takes one bet per session at once.
    for (const request of batch) results.push(await placeOne(api.place, request));
    setOutcomes(results);
    record(results);
    setBusy(false);
  };

  const decide = useCallback(
    (next: PlacementOutcome) => {
      setOutcomes((list) => list.map((o) => (o.kind === 'pending' && next.kind !== 'pending' && o.request === next.request ? next : o)));
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
    [queryClient],
  );

  return (
    <div className="flex max-h-full flex-col gap-3" data-testid="bet-slip">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('sports.slip.title')} <span className="text-fg-muted">({count(legs.length)})</span>
        </h2>
        <div className="flex items-center gap-1">
          {legs.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'clear' })} data-testid="slip-clear">
              {t('sports.slip.clear')}
            </Button>
          ) : null}
          {onClose ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('sports.slip.close')}
              data-testid="slip-close"
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
      </div>

      {boot.mode === 'demo' ? <p className="text-xs text-fg-muted">{t('sports.slip.demoNote')}</p> : null}

      <div role="status" aria-live="polite" className="flex flex-col gap-2" data-testid="slip-messages">
        {outcomes.map((o, i) =>
          o.kind === 'accepted' ? (
            <Alert key={i} tone="success" data-testid="slip-accepted">
              {t('sports.slip.accepted')}
            </Alert>
          ) : o.kind === 'pending' ? (
            <PendingBet key={i} outcome={o} onDecided={decide} />
          ) : (
            <Alert
              key={i}
              tone="danger"
              data-testid={`slip-refusal-${o.refusal.code}`}
              action={
                o.refusal.code === 'ODDS_CHANGED' ? (
                  <Button
                    size="sm"
                    onClick={() => void send([withOfferedOdds(o.request, offeredOdds(o.refusal))])}
                    data-testid="slip-accept-odds"
                    loading={busy}
                  >
                    {t('sports.slip.acceptNewOdds')}
                  </Button>
                ) : undefined
              }
            >
              {refusalMessage(locale, money, o.refusal)}
            </Alert>
          ),
        )}
      </div>

      {legs.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="slip-empty">
          {t('sports.slip.empty')}
        </p>
      ) : (
        <>
          {legs.length > 1 ? (
            <div role="group" aria-label={t('sports.slip.kind')} className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
              {(['singles', 'parlay'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={state.mode === mode}
                  onClick={() => dispatch({ type: 'mode', mode })}
                  data-testid={`slip-mode-${mode}`}
                  className={cx(
                    'min-h-11 rounded-md text-sm font-semibold',
                    state.mode === mode ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
                  )}
                >
                  {t(mode === 'singles' ? 'sports.slip.singles' : 'sports.slip.parlay')}
                </button>
              ))}
            </div>
          ) : null}

          <ul className="flex flex-col gap-2 overflow-y-auto">
            {legs.map((leg) => (
              <LegCard key={leg.selectionId} leg={leg} conflict={conflicts.has(leg.selectionId)} offered={offered.get(leg.selectionId)}>
                {state.mode === 'singles' ? (
                  <div className="flex flex-wrap items-end justify-between gap-2">
                    <StakeField
                      label={t('sports.slip.stakeFor', { selection: selectionLabel(locale, leg.label) })}
                      value={state.stakes[leg.selectionId] ?? null}
                      onChange={(stake) => dispatch({ type: 'stake', selectionId: leg.selectionId, stake })}
                      testId={`slip-stake-${leg.selectionId}`}
                    />
                    <p className="text-xs">
                      <span className="text-fg-muted">{t('sports.slip.potentialReturn')} </span>
                      <strong className="tabular-nums" data-testid={`slip-return-${leg.selectionId}`}>
                        {money(slipReturn(state.stakes[leg.selectionId] ?? null, [leg.odds]) ?? 0)}
                      </strong>
                    </p>
                  </div>
                ) : null}
              </LegCard>
            ))}
          </ul>

          {state.mode === 'parlay' ? (
            <div className="flex flex-col gap-2 rounded-md border border-border p-2.5" data-testid="slip-parlay">
              {problems
                .filter((p) => p !== 'suspended' || legs.length > 0)
                .map((p) => (
                  <p key={p} className="text-xs font-semibold text-danger" data-testid={`slip-problem-${p}`}>
                    {t(problemKey[p], { min: 2, max: 10 })}
                  </p>
                ))}
              <p className="flex justify-between text-sm">
                <span className="text-fg-muted">{t('sports.slip.legs', { count: count(legs.length) })}</span>
                <span>
                  <span className="text-fg-muted">{t('sports.slip.totalOdds')} </span>
                  <strong className="tabular-nums" data-testid="slip-total-odds">
                    <bdi>{oddsText('decimal', combinedOdds(parlayOdds) ?? 1001, locale.language)}</bdi>
                  </strong>
                </span>
              </p>
              <StakeField
                label={t('sports.slip.stake')}
                value={state.parlayStake}
                onChange={(stake) => dispatch({ type: 'parlay-stake', stake })}
                testId="slip-stake-parlay"
              />
              <p className="flex justify-between text-sm">
                <span className="text-fg-muted">{t('sports.slip.potentialReturn')}</span>
                <strong className="tabular-nums" data-testid="slip-return-parlay">
                  {money(parlayReturn ?? 0)}
                </strong>
              </p>
            </div>
          ) : (
            <p className="flex justify-between text-sm" data-testid="slip-singles-totals">
              <span>
                <span className="text-fg-muted">{t('sports.slip.totalStake')} </span>
                <strong className="tabular-nums" data-testid="slip-total-stake">
                  {money(singles.stake)}
                </strong>
              </span>
              <span>
                <span className="text-fg-muted">{t('sports.slip.potentialReturn')} </span>
                <strong className="tabular-nums" data-testid="slip-return-singles">
                  {money(singles.potentialReturn ?? 0)}
                </strong>
              </span>
            </p>
          )}

          <div className="flex flex-col gap-1">
            <label htmlFor={policyId} className="text-xs font-semibold text-fg-muted">
              {t('sports.slip.policy')}
            </label>
            <Select
              id={policyId}
              data-testid="slip-policy"
              value={state.policy}
              onChange={(event) => dispatch({ type: 'policy', policy: event.target.value as OddsPolicy })}
              options={oddsPolicies.map((p) => ({ value: p, label: t(policyLabel[p]) }))}
            />
          </div>

          {requests.length === 0 && state.mode === 'singles' ? <p className="text-xs text-fg-muted">{t('sports.slip.enterStake')}</p> : null}
          <Button onClick={() => void send(requests)} disabled={requests.length === 0} loading={busy} data-testid="slip-place" className="w-full">
            {busy ? t('sports.slip.placing') : requests.length > 1 ? t('sports.slip.placeMany', { count: count(requests.length) }) : t('sports.slip.place')}
          </Button>
        </>
      )}
    </div>
  );
};
