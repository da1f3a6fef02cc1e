import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Select } from '@gp/ui';
import { plinkoMaxRows, plinkoMinRows, plinkoPaytables, plinkoRisks, type BetResult, type PlinkoRisk } from '@gp/contracts';
import { ErrorBanner } from '../../../../../shared/form/error-banner';
import { minorToInput, parseAmount } from '../../../../cashier/components/deposit/parse-amount';
import { placePlinkoBet } from '../../../api/bgs-api';
import { playDemoInstant } from '../../demo/demo-play';
import type { GameScreenProps } from '../../play/game-screen-props';
import { BetAmountField, betAmountProblem } from '../../shared/bet-amount-field';
import { BetButton } from '../../shared/bet-button';
import { ChoiceGroup } from '../../shared/choice-group';
import { FairnessButton } from '../../shared/fairness-dialog';
import { formatAmount, formatMultiplier } from '../../shared/format';
import { GameFrame } from '../../shared/game-frame';
import { useMayBet } from '../../shared/play-mode';
import { RecentBets } from '../../shared/recent-bets';
import { ResultBanner } from '../../shared/result-banner';
import { useBet } from '../../shared/use-bet';
import { useBetLimits } from '../../shared/use-bet-limits';
import { PlinkoBoard } from './plinko-board';

type PlinkoInput = { amount: number; rows: number; risk: PlinkoRisk };

const rowChoices = Array.from({ length: plinkoMaxRows - plinkoMinRows + 1 }, (_, i) => String(plinkoMinRows + i));

export const PlinkoScreen = ({ engine, gameCode, mode }: GameScreenProps) => {
  const { t } = useTranslation('bgs');
  const limits = useBetLimits(mode);
  const mayBet = useMayBet(mode);
  const [amountText, setAmountText] = useState('1.00');
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [last, setLast] = useState<BetResult | null>(null);
  const [drops, setDrops] = useState(0);
  // The result is announced when the ball lands, not before: the animation must not be spoiled.
  const [landed, setLanded] = useState(false);
  const bet = useBet<PlinkoInput, BetResult>(
    mode,
    (i) => placePlinkoBet({ gameCode, amount: i.amount, rows: i.rows, risk: i.risk }),
    (i) => playDemoInstant(gameCode, i.amount, { game: 'plinko', rows: i.rows, risk: i.risk }),
  );
  const problem = betAmountProblem(amountText, limits.min, limits.max, t);
  const outcome = last?.bet.outcome?.game === 'plinko' ? last.bet.outcome : null;
  const shownRows = outcome?.path.length ?? rows;
  const shownRisk = last?.bet.params.game === 'plinko' ? last.bet.params.risk : risk;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (amount === null || problem || !mayBet()) return;
    bet.mutate(
      { amount, rows, risk },
      {
        onSuccess: (result) => {
          setLanded(false);
          setLast(result);
          setDrops((n) => n + 1);
        },
      },
    );
  };

  // Changing rows or risk shows the new board and paytable until the next drop.
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setLast(null);
    };

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
            label={t('plinko.risk')}
            value={risk}
            onChange={choose(setRisk)}
            choices={plinkoRisks.map((value) => ({ value, label: t(`plinko.risk.${value}`) }))}
            testId="bgs-plinko-risk"
          />
          <Field label={t('plinko.rows')}>
            <Select
              value={String(rows)}
              onChange={(event) => choose(setRows)(Number(event.target.value))}
              options={rowChoices.map((value) => ({ value, label: value }))}
              data-testid="bgs-plinko-rows"
            />
          </Field>
          <ErrorBanner error={bet.error} />
          <BetButton busy={bet.isPending} disabled={!limits.ready}>
            {t('plinko.drop')}
          </BetButton>
        </form>
      }
      stage={
        <div className="flex flex-col gap-4">
          <PlinkoBoard
            key={drops}
            rows={shownRows}
            table={plinkoPaytables[shownRisk][shownRows] ?? []}
            path={outcome?.path ?? null}
            onLanded={() => setLanded(true)}
          />
          <ResultBanner tone={!last || !landed ? 'idle' : last.bet.status === 'won' ? 'win' : 'loss'}>
            {last && outcome && landed
              ? t('plinko.result', { multiplier: formatMultiplier(outcome.multiplierHundredths), payout: formatAmount(last.bet.payout ?? 0) })
              : last
                ? t('plinko.falling')
                : t('placeABet')}
          </ResultBanner>
          {last && landed ? <p className="text-center text-sm text-fg-muted">{t('balanceAfter', { balance: minorToInput(last.balance) })}</p> : null}
        </div>
      }
      below={<RecentBets game="plinko" mode={mode} />}
    />
  );
};
