import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { diceMultiplierTenThousandths, diceWinningRolls, isDiceTargetValid, type BetResult, type DiceDirection } from '@gp/contracts';
import { ErrorBanner } from '../../../../../shared/form/error-banner';
import { minorToInput, parseAmount } from '../../../../cashier/components/deposit/parse-amount';
import { placeDiceBet } from '../../../api/bgs-api';
import { playDemoInstant } from '../../demo/demo-play';
import type { GameScreenProps } from '../../play/game-screen-props';
import { BetAmountField, betAmountProblem } from '../../shared/bet-amount-field';
import { BetButton } from '../../shared/bet-button';
import { ChoiceGroup } from '../../shared/choice-group';
import { FairnessButton } from '../../shared/fairness-dialog';
import { formatAmount, formatTenThousandths } from '../../shared/format';
import { GameFrame } from '../../shared/game-frame';
import { useMayBet } from '../../shared/play-mode';
import { RecentBets } from '../../shared/recent-bets';
import { ResultBanner } from '../../shared/result-banner';
import { useBet } from '../../shared/use-bet';
import { useBetLimits } from '../../shared/use-bet-limits';

type DiceInput = { amount: number; targetHundredths: number; direction: DiceDirection };

/** Slider bounds in hundredths: a win chance between 1% and 98% either way. */
const bounds = (direction: DiceDirection) => (direction === 'under' ? { min: 100, max: 9800 } : { min: 199, max: 9899 });

const DiceBar = ({
  targetHundredths,
  direction,
  rollHundredths,
  win,
}: {
  targetHundredths: number;
  direction: DiceDirection;
  rollHundredths: number | null;
  win: boolean;
}) => {
  const { t } = useTranslation('bgs');
  const at = (h: number) => `${h / 100}%`;
  return (
    <div className="relative my-8 h-4 rounded-full bg-danger/40" aria-hidden="true">
      <div
        className="absolute inset-y-0 rounded-full bg-success/70"
        style={
          direction === 'under' ? { insetInlineStart: 0, inlineSize: at(targetHundredths) } : { insetInlineStart: at(targetHundredths), insetInlineEnd: 0 }
        }
      />
      <div className="absolute -top-2 h-8 w-1 -translate-x-1/2 rounded bg-fg rtl:translate-x-1/2" style={{ insetInlineStart: at(targetHundredths) }} />
      {rollHundredths === null ? null : (
        <div
          className={cx(
            'absolute -top-9 -translate-x-1/2 rounded-md px-2 py-0.5 text-sm font-bold tabular-nums motion-safe:transition-[inset-inline-start] motion-safe:duration-300 rtl:translate-x-1/2',
            win ? 'bg-success text-success-fg' : 'bg-danger text-danger-fg',
          )}
          style={{ insetInlineStart: at(rollHundredths) }}
          title={t('roll')}
        >
          {(rollHundredths / 100).toFixed(2)}
        </div>
      )}
      <div className="absolute -bottom-6 flex w-full justify-between text-xs text-fg-muted">
        <span>0</span>
        <span>50</span>
        <span>100</span>
      </div>
    </div>
  );
};

export const DiceScreen = ({ engine, gameCode, mode }: GameScreenProps) => {
  const { t } = useTranslation('bgs');
  const limits = useBetLimits(mode);
  const mayBet = useMayBet(mode);
  const [amountText, setAmountText] = useState('1.00');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [targetHundredths, setTarget] = useState(5000);
  const [last, setLast] = useState<BetResult | null>(null);
  const bet = useBet<DiceInput, BetResult>(
    mode,
    (i) => placeDiceBet({ gameCode, amount: i.amount, target: i.targetHundredths / 100, direction: i.direction }),
    (i) => playDemoInstant(gameCode, i.amount, { game: 'dice', target: i.targetHundredths / 100, direction: i.direction }),
  );

  const valid = isDiceTargetValid(targetHundredths, direction);
  const winChance = valid ? diceWinningRolls(targetHundredths, direction) / 100 : null;
  const multiplier = valid ? diceMultiplierTenThousandths(targetHundredths, direction) : null;
  const problem = betAmountProblem(amountText, limits.min, limits.max, t);
  const { min, max } = bounds(direction);

  const changeDirection = (next: DiceDirection) => {
    setDirection(next);
    // Keep the same win chance on the other side (under 50 <-> over 49.99).
    setTarget(9999 - targetHundredths);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (amount === null || problem || !valid || !mayBet()) return;
    bet.mutate({ amount, targetHundredths, direction }, { onSuccess: setLast });
  };

  const outcome = last?.bet.outcome?.game === 'dice' ? last.bet.outcome : null;
  return (
    <GameFrame
      engine={engine}
      game={gameCode}
      mode={mode}
      fairness={<FairnessButton mode={mode} />}
      controls={
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <BetAmountField text={amountText} onText={setAmountText} min={limits.min} max={limits.max} symbol={limits.currency} disabled={bet.isPending} />
          <ChoiceGroup
            label={t('dice.direction')}
            value={direction}
            onChange={changeDirection}
            choices={[
              { value: 'under', label: t('dice.under') },
              { value: 'over', label: t('dice.over') },
            ]}
            testId="bgs-dice-direction"
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('dice.target', { target: (targetHundredths / 100).toFixed(2) })}
            <input
              type="range"
              min={min}
              max={max}
              step={1}
              value={Math.min(max, Math.max(min, targetHundredths))}
              onChange={(event) => setTarget(Number(event.target.value))}
              aria-valuetext={(targetHundredths / 100).toFixed(2)}
              className="w-full accent-primary"
              data-testid="bgs-dice-target"
            />
          </label>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-md bg-muted p-2">
              <dt className="text-fg-muted">{t('winChance')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="bgs-dice-chance">
                {winChance === null ? '—' : `${winChance.toFixed(2)}%`}
              </dd>
            </div>
            <div className="rounded-md bg-muted p-2">
              <dt className="text-fg-muted">{t('multiplier')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="bgs-dice-multiplier">
                {multiplier === null ? '—' : formatTenThousandths(multiplier)}
              </dd>
            </div>
          </dl>
          <ErrorBanner error={bet.error} />
          <BetButton busy={bet.isPending} disabled={!limits.ready || !valid}>
            {t('rollDice')}
          </BetButton>
        </form>
      }
      stage={
        <div className="flex flex-col gap-6 px-2">
          <DiceBar targetHundredths={targetHundredths} direction={direction} rollHundredths={outcome?.rollHundredths ?? null} win={outcome?.win ?? false} />
          <ResultBanner tone={!last ? 'idle' : last.bet.status === 'won' ? 'win' : 'loss'}>
            {last && outcome
              ? outcome.win
                ? t('dice.won', { roll: outcome.roll.toFixed(2), payout: formatAmount(last.bet.payout ?? 0) })
                : t('dice.lost', { roll: outcome.roll.toFixed(2) })
              : t('placeABet')}
          </ResultBanner>
          {last ? <p className="text-center text-sm text-fg-muted">{t('balanceAfter', { balance: minorToInput(last.balance) })}</p> : null}
        </div>
      }
      below={<RecentBets game="dice" mode={mode} />}
    />
  );
};
