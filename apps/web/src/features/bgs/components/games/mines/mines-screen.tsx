import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select } from '@gp/ui';
import { minesMax, minesMin, minesPayout, minesTiles, type MinesRoundView } from '@gp/contracts';
import { ErrorBanner } from '../../../../../shared/form/error-banner';
import { invalidateMoney } from '../../../../cashier/queries/money-events';
import { minorToInput, parseAmount } from '../../../../cashier/components/deposit/parse-amount';
import { useSessionToken } from '../../../../account/components/session/use-session-token';
import { cashoutMines, minesActiveQuery, revealMine, startMines } from '../../../api/bgs-api';
import { cashoutDemoMines, revealDemoMine, startDemoMines } from '../../demo/demo-play';
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
import { MinesGrid, type TileState } from './mines-grid';

const mineChoices = Array.from({ length: minesMax - minesMin + 1 }, (_, i) => String(minesMin + i));

const tilesOf = (round: MinesRoundView | null): TileState[] => {
  const revealed = new Set(round?.revealed ?? []);
  const outcome = round?.bet.outcome?.game === 'mines' ? round.bet.outcome : null;
  const mines = new Set(outcome?.mineTiles ?? []);
  return Array.from({ length: minesTiles }, (_, tile) => {
    if (mines.has(tile)) return revealed.has(tile) ? 'mine' : 'mineUnseen';
    return revealed.has(tile) ? 'safe' : 'hidden';
  });
};

type Action = { kind: 'start'; amount: number; mines: number } | { kind: 'reveal'; tile: number } | { kind: 'cashout' };

export const MinesScreen = ({ engine, gameCode, mode }: GameScreenProps) => {
  const { t } = useTranslation('bgs');
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const limits = useBetLimits(mode);
  const mayBet = useMayBet(mode);
  const [amountText, setAmountText] = useState('1.00');
  const [mines, setMines] = useState(3);
  const [played, setRound] = useState<MinesRoundView | null>(null);
  // A real round left open (another tab, a reload) is picked up again.
  const active = useQuery({ ...minesActiveQuery(token), enabled: mode === 'real' && token !== null });
  const round = played ?? active.data ?? null;

  const act = useMutation({
    mutationFn: async (action: Action): Promise<MinesRoundView> => {
      if (action.kind === 'start')
        return mode === 'demo' ? startDemoMines(gameCode, action.amount, action.mines) : startMines({ gameCode, amount: action.amount, mines: action.mines });
      if (!round) throw new Error(t('mines.noRound'));
      if (action.kind === 'reveal') return mode === 'demo' ? revealDemoMine(round, action.tile) : revealMine(round.bet.betId, action.tile);
      return mode === 'demo' ? cashoutDemoMines(round) : cashoutMines(round.bet.betId);
    },
    onSuccess: async (next, action) => {
      setRound(next);
      // Money moves at the stake and at the end of a round; a safe reveal moves none.
      if (mode === 'real' && (action.kind === 'start' || next.bet.status !== 'open')) await invalidateMoney(queryClient);
    },
  });

  const open = round?.bet.status === 'open';
  const problem = betAmountProblem(amountText, limits.min, limits.max, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (open || amount === null || problem || !mayBet()) return;
    act.mutate({ kind: 'start', amount, mines });
  };

  const cashoutNow = round && open ? Number(minesPayout(BigInt(round.bet.amount), round.mines, round.revealed.length)) : 0;
  const busyTile = act.isPending && act.variables?.kind === 'reveal' ? act.variables.tile : null;
  const status = round?.bet.status;

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
            disabled={open || act.isPending}
          />
          <Field label={t('mines.count')}>
            <Select
              value={String(mines)}
              onChange={(event) => setMines(Number(event.target.value))}
              disabled={open || act.isPending}
              options={mineChoices.map((value) => ({ value, label: value }))}
              data-testid="bgs-mines-count"
            />
          </Field>
          <ErrorBanner error={act.error} />
          {open && round ? (
            <>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-md bg-muted p-2">
                  <dt className="text-fg-muted">{t('mines.current')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="bgs-mines-current">
                    {formatMultiplier(round.currentMultiplierHundredths)}
                  </dd>
                </div>
                <div className="rounded-md bg-muted p-2">
                  <dt className="text-fg-muted">{t('mines.next')}</dt>
                  <dd className="font-semibold tabular-nums">
                    {round.nextMultiplierHundredths === null ? '—' : formatMultiplier(round.nextMultiplierHundredths)}
                  </dd>
                </div>
              </dl>
              <Button
                className="w-full text-lg"
                onClick={() => act.mutate({ kind: 'cashout' })}
                loading={act.isPending && act.variables?.kind === 'cashout'}
                disabled={round.revealed.length === 0 || act.isPending}
                data-testid="bgs-mines-cashout"
              >
                {t('mines.cashout', { amount: formatAmount(cashoutNow) })}
              </Button>
            </>
          ) : (
            <BetButton busy={act.isPending} disabled={!limits.ready}>
              {t('mines.start')}
            </BetButton>
          )}
        </form>
      }
      stage={
        <div className="flex flex-col gap-4">
          <MinesGrid tiles={tilesOf(round)} canReveal={open && !act.isPending} busyTile={busyTile} onReveal={(tile) => act.mutate({ kind: 'reveal', tile })} />
          <ResultBanner tone={status === 'won' ? 'win' : status === 'lost' ? 'loss' : 'idle'}>
            {status === 'won' && round
              ? t('mines.won', { multiplier: formatMultiplier(round.bet.multiplierHundredths ?? 0), payout: formatAmount(round.bet.payout ?? 0) })
              : status === 'lost'
                ? t('mines.lost')
                : open && round
                  ? t('mines.picked', { count: round.revealed.length })
                  : t('mines.intro')}
          </ResultBanner>
          {round && !open && round.balance !== null ? (
            <p className="text-center text-sm text-fg-muted">{t('balanceAfter', { balance: minorToInput(round.balance) })}</p>
          ) : null}
        </div>
      }
      below={<RecentBets game="mines" mode={mode} />}
    />
  );
};
