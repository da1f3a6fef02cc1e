import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { limboMaxTargetHundredths, limboMinTargetHundredths, type BetResult } from '@gp/contracts';
import { ErrorBanner } from '../../../../../shared/form/error-banner';
import { TextField } from '../../../../../shared/form/text-field';
import { minorToInput, parseAmount } from '../../../../cashier/components/deposit/parse-amount';
import { placeLimboBet } from '../../../api/bgs-api';
import { playDemoInstant } from '../../demo/demo-play';
import type { GameScreenProps } from '../../play/game-screen-props';
import { BetAmountField, betAmountProblem } from '../../shared/bet-amount-field';
import { BetButton } from '../../shared/bet-button';
import { FairnessButton } from '../../shared/fairness-dialog';
import { formatAmount, formatMultiplier } from '../../shared/format';
import { GameFrame } from '../../shared/game-frame';
import { useMayBet } from '../../shared/play-mode';
import { RecentBets } from '../../shared/recent-bets';
import { ResultBanner } from '../../shared/result-banner';
import { useBet } from '../../shared/use-bet';
import { useBetLimits } from '../../shared/use-bet-limits';

type LimboInput = { amount: number; targetHundredths: number };

/** "2.5" -> 250 hundredths, or null outside 1.01 .. 1,000,000 or with more than 2 decimals. */
const parseTarget = (text: string): number | null => {
  const hundredths = parseAmount(text);
  return hundredths !== null && hundredths >= limboMinTargetHundredths && hundredths <= limboMaxTargetHundredths ? hundredths : null;
};

export const LimboScreen = ({ engine, gameCode, mode }: GameScreenProps) => {
  const { t } = useTranslation('bgs');
  const limits = useBetLimits(mode);
  const mayBet = useMayBet(mode);
  const [amountText, setAmountText] = useState('1.00');
  const [targetText, setTargetText] = useState('2.00');
  const [last, setLast] = useState<BetResult | null>(null);
  const bet = useBet<LimboInput, BetResult>(
    mode,
    (i) => placeLimboBet({ gameCode, amount: i.amount, targetMultiplier: i.targetHundredths / 100 }),
    (i) => playDemoInstant(gameCode, i.amount, { game: 'limbo', targetMultiplier: i.targetHundredths / 100 }),
  );
  const target = parseTarget(targetText);
  const problem = betAmountProblem(amountText, limits.min, limits.max, t);
  // P(result >= x) = 0.99 / x.
  const winChance = target === null ? null : 9900 / target;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (amount === null || problem || target === null || !mayBet()) return;
    bet.mutate({ amount, targetHundredths: target }, { onSuccess: setLast });
  };

  const outcome = last?.bet.outcome?.game === 'limbo' ? last.bet.outcome : null;
  return (
    <GameFrame
      engine={engine}
      game={gameCode}
      mode={mode}
      fairness={<FairnessButton mode={mode} />}
      controls={
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <BetAmountField text={amountText} onText={setAmountText} min={limits.min} max={limits.max} symbol={limits.currency} disabled={bet.isPending} />
          <TextField
            label={t('limbo.target')}
            value={targetText}
            onChange={(event) => setTargetText(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            error={target === null ? t('limbo.targetInvalid') : undefined}
            data-testid="bgs-limbo-target"
          />
          <p className="text-sm text-fg-muted" data-testid="bgs-limbo-chance">
            {winChance === null ? '—' : t('winChanceValue', { chance: winChance.toFixed(4) })}
          </p>
          <ErrorBanner error={bet.error} />
          <BetButton busy={bet.isPending} disabled={!limits.ready || target === null}>
            {t('placeBet')}
          </BetButton>
        </form>
      }
      stage={
        <div className="flex flex-col items-center gap-4 py-6">
          <p
            className={cx(
              'text-6xl font-bold tabular-nums',
              !outcome && 'text-fg-muted',
              outcome?.win && 'text-success',
              outcome && !outcome.win && 'text-danger',
            )}
            aria-hidden="true"
            data-testid="bgs-limbo-result"
          >
            {outcome ? formatMultiplier(outcome.resultHundredths) : formatMultiplier(100)}
          </p>
          <ResultBanner tone={!last ? 'idle' : last.bet.status === 'won' ? 'win' : 'loss'}>
            {last && outcome
              ? outcome.win
                ? t('limbo.won', { result: formatMultiplier(outcome.resultHundredths), payout: formatAmount(last.bet.payout ?? 0) })
                : t('limbo.lost', { result: formatMultiplier(outcome.resultHundredths) })
              : t('placeABet')}
          </ResultBanner>
          {last ? <p className="text-sm text-fg-muted">{t('balanceAfter', { balance: minorToInput(last.balance) })}</p> : null}
        </div>
      }
      below={<RecentBets game="limbo" mode={mode} />}
    />
  );
};
