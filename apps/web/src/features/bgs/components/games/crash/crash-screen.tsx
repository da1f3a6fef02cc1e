import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, cx } from '@gp/ui';
import { crashMaxCashoutHundredths, crashMinCashoutHundredths, type BetView } from '@gp/contracts';
import { ErrorBanner } from '../../../../../shared/form/error-banner';
import { TextField } from '../../../../../shared/form/text-field';
import { invalidateMoney } from '../../../../cashier/queries/money-events';
import { parseAmount } from '../../../../cashier/components/deposit/parse-amount';
import { cashoutCrash, placeCrashBet } from '../../../api/bgs-api';
import type { GameScreenProps } from '../../play/game-screen-props';
import { BetAmountField, betAmountProblem } from '../../shared/bet-amount-field';
import { BetButton } from '../../shared/bet-button';
import { FairnessButton } from '../../shared/fairness-dialog';
import { formatAmount, formatMultiplier } from '../../shared/format';
import { GameFrame } from '../../shared/game-frame';
import { useMayBet } from '../../shared/play-mode';
import { RecentBets } from '../../shared/recent-bets';
import { ResultBanner } from '../../shared/result-banner';
import { useBetLimits } from '../../shared/use-bet-limits';
import { CrashPlayers } from './crash-players';
import { useCrashSocket } from './use-crash-socket';
import { useDemoCrash } from './use-demo-crash';
import { isBettingClosed, shouldPlaceQueued, submitAction, type QueuedCrashBet } from './next-round-bet';
import { useLiveMultiplier, useSecondsUntil } from './use-live-multiplier';

const parseAuto = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  const h = parseAmount(text);
  return h !== null && h >= crashMinCashoutHundredths && h <= crashMaxCashoutHundredths ? h : 'invalid';
};

const roundOf = (bet: BetView | null) => (bet?.params.game === 'crash' ? bet.params.crashRoundId : null);

export const CrashScreen = ({ engine, gameCode, mode }: GameScreenProps) => {
  const { t } = useTranslation('bgs');
  const queryClient = useQueryClient();
  const limits = useBetLimits(mode);
  const mayBet = useMayBet(mode);
  const real = useCrashSocket(mode === 'real');
  const demo = useDemoCrash(mode === 'demo', gameCode);
  const { state, connected, skew } = mode === 'demo' ? demo.feed : real;
  const live = useLiveMultiplier(state, skew);
  const countdown = useSecondsUntil(state?.phase === 'betting' ? state.bettingEndsAt : null, skew);
  const [amountText, setAmountText] = useState('1.00');
  const [autoText, setAutoText] = useState('');
  const [myBet, setMyBet] = useState<BetView | null>(null);
  // A bet asked for while a round runs waits here and goes in when the next round takes bets.
  const [queued, setQueued] = useState<(QueuedCrashBet & { roundId: string | null }) | null>(null);
  const auto = parseAuto(autoText);
  const problem = betAmountProblem(amountText, limits.min, limits.max, t);

  const refreshMoney = async () => {
    if (mode === 'real') await invalidateMoney(queryClient);
  };
  const place = useMutation({
    mutationFn: (input: { amount: number; auto: number | null }) =>
      mode === 'demo'
        ? demo.bet(input.amount, input.auto)
        : placeCrashBet({ gameCode, amount: input.amount, autoCashout: input.auto === null ? null : input.auto / 100 }),
    onSuccess: async (result) => {
      setMyBet(result.bet);
      await refreshMoney();
    },
  });
  const cashout = useMutation({
    mutationFn: (at: number) => (mode === 'demo' ? demo.cashout(at) : cashoutCrash({ roundId: state?.roundId ?? '' })),
    onSuccess: async (result) => {
      setMyBet(result.bet);
      await refreshMoney();
    },
  });

  const placed = myBet;
  const inRound = placed !== null && state !== null && roundOf(placed) === state.roundId;
  const autoTarget = placed?.params.game === 'crash' ? placed.params.autoCashoutHundredths : null;
  // An open bet at the crash: the auto cash-out paid if its target was reached first (the server's rule), else lost.
  const crashAt = state?.crashPointHundredths ?? live;
  const settledAtCrash = (bet: BetView): BetView =>
    autoTarget !== null && autoTarget <= crashAt
      ? { ...bet, status: 'won', multiplierHundredths: autoTarget, payout: Math.floor((bet.amount * autoTarget) / 100) }
      : { ...bet, status: 'lost', payout: 0 };
  const myBetShown = placed && inRound && state.phase === 'crashed' && placed.status === 'open' ? settledAtCrash(placed) : placed;
  const inThisRound = inRound;
  const canCashout = inThisRound && placed !== null && placed.status === 'open' && state.phase === 'running';

  // Demo auto cash-out happens here (the server does it for real bets).
  useEffect(() => {
    if (mode === 'demo' && canCashout && autoTarget !== null && live >= autoTarget && !cashout.isPending) cashout.mutate(autoTarget);
  }, [mode, canCashout, autoTarget, live, cashout]);

  // At the crash the server settles the bets of the round: refresh what it changed.
  const lastPhase = useRef(state?.phase);
  useEffect(() => {
    if (state?.phase === 'crashed' && lastPhase.current !== 'crashed' && mode === 'real') void invalidateMoney(queryClient);
    lastPhase.current = state?.phase;
  }, [state?.phase, mode, queryClient]);

  const queueForNext = (bet: QueuedCrashBet) => {
    place.reset();
    setQueued({ ...bet, roundId: state?.roundId ?? null });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (amount === null || problem || auto === 'invalid' || !mayBet()) return;
    if (submitAction(state?.phase) === 'queue') queueForNext({ amount, auto });
    else place.mutate({ amount, auto });
  };

  // Betting opened for a new round: the queued bet goes in now (once), and leaves the queue when answered.
  const sentQueued = useRef<typeof queued>(null);
  useEffect(() => {
    if (!queued || sentQueued.current === queued || !shouldPlaceQueued(queued, state?.phase, state?.roundId)) return;
    sentQueued.current = queued;
    place.mutate({ amount: queued.amount, auto: queued.auto }, { onSettled: () => setQueued((q) => (q === queued ? null : q)) });
  }, [queued, state?.phase, state?.roundId, place]);

  const closedError = isBettingClosed(place.error) && place.variables ? place.variables : null;

  const mine = inThisRound ? myBetShown : null;
  const waitingForNext = myBetShown !== null && myBetShown.status === 'open' && !inThisRound;
  const hasOpenBet = myBetShown !== null && myBetShown.status === 'open';
  const phase = state?.phase;
  const tone = mine?.status === 'won' ? 'win' : mine?.status === 'lost' ? 'loss' : 'idle';

  return (
    <GameFrame
      engine={engine}
      game={gameCode}
      mode={mode}
      fairness={<FairnessButton mode={mode} />}
      controls={
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <BetAmountField
            text={amountText}
            onText={setAmountText}
            min={limits.min}
            max={limits.max}
            symbol={limits.currency}
            disabled={hasOpenBet || place.isPending || queued !== null}
          />
          <TextField
            label={t('crash.auto')}
            value={autoText}
            onChange={(event) => setAutoText(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="2.00"
            hint={t('crash.autoHint')}
            error={auto === 'invalid' ? t('crash.autoInvalid') : undefined}
            disabled={hasOpenBet || queued !== null}
            data-testid="bgs-crash-auto"
          />
          <ErrorBanner error={place.error ?? cashout.error} data-testid="bgs-crash-error" />
          {closedError && !queued ? (
            <Button variant="secondary" className="w-full" onClick={() => queueForNext(closedError)} data-testid="bgs-crash-bet-next">
              {t('crash.betNext')}
            </Button>
          ) : null}
          {queued ? (
            <div className="flex flex-col gap-2 rounded-md border border-border p-2" role="status" data-testid="bgs-crash-queued">
              <p className="text-sm">{t('crash.queued', { amount: formatAmount(queued.amount) })}</p>
              <Button variant="ghost" size="sm" className="self-start" onClick={() => setQueued(null)} data-testid="bgs-crash-queued-cancel">
                {t('crash.queuedCancel')}
              </Button>
            </div>
          ) : canCashout ? (
            <Button className="w-full text-lg" onClick={() => cashout.mutate(live)} loading={cashout.isPending} data-testid="bgs-crash-cashout">
              {t('crash.cashout', { amount: formatAmount(Math.floor(((placed?.amount ?? 0) * live) / 100)) })}
            </Button>
          ) : (
            <BetButton busy={place.isPending} disabled={!limits.ready || hasOpenBet}>
              {phase === 'betting' ? t('crash.bet') : t('crash.betNext')}
            </BetButton>
          )}
          {waitingForNext ? <p className="text-sm text-fg-muted">{t('crash.waiting')}</p> : null}
        </form>
      }
      stage={
        <div className="flex flex-col gap-4">
          {!connected ? (
            <p className="text-sm text-warning" role="status">
              {t('crash.reconnecting')}
            </p>
          ) : null}
          <div
            className="flex min-h-40 flex-col items-center justify-center gap-1 rounded-md bg-muted"
            data-testid="bgs-crash-stage"
            data-phase={phase ?? 'none'}
          >
            {phase === 'betting' ? (
              <p className="text-xl font-semibold" data-testid="bgs-crash-countdown">
                {t('crash.startsIn', { seconds: countdown })}
              </p>
            ) : (
              <p className={cx('text-6xl font-bold tabular-nums', phase === 'crashed' && 'text-danger')} data-testid="bgs-crash-multiplier">
                {formatMultiplier(live)}
              </p>
            )}
            {phase === 'crashed' ? <p className="font-semibold text-danger">{t('crash.crashed')}</p> : null}
          </div>
          {/* Announced once per change of phase, not every frame. */}
          <ResultBanner tone={tone}>
            {mine?.status === 'won'
              ? t('crash.won', { multiplier: formatMultiplier(mine?.multiplierHundredths ?? 0), payout: formatAmount(mine?.payout ?? 0) })
              : mine?.status === 'lost'
                ? t('crash.lost', { multiplier: formatMultiplier(crashAt) })
                : phase === 'crashed' && state
                  ? t('crash.crashedAt', { multiplier: formatMultiplier(state.crashPointHundredths ?? live) })
                  : phase === 'running'
                    ? t('crash.running')
                    : t('crash.bettingOpen')}
          </ResultBanner>
          <section aria-labelledby="bgs-crash-history">
            <h2 id="bgs-crash-history" className="mb-1 text-sm font-semibold">
              {t('crash.history')}
            </h2>
            <ul className="flex flex-wrap gap-1.5" data-testid="bgs-crash-history-list">
              {(state?.history ?? []).slice(0, 12).map((h) => (
                <li
                  key={h.roundId}
                  className={cx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                    h.crashPointHundredths >= 200 ? 'bg-success/20 text-success' : 'bg-danger/15 text-danger',
                  )}
                >
                  {formatMultiplier(h.crashPointHundredths)}
                </li>
              ))}
            </ul>
          </section>
          <CrashPlayers bets={state?.bets ?? []} />
        </div>
      }
      below={<RecentBets game="crash" mode={mode} />}
    />
  );
};
