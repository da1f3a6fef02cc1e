import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@gp/ui';
import { BalanceDisplay } from '../../../account/components/session/balance-display';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { useSessionFlags } from '../../../account/components/session/use-session-flags';
import { openRealAccountDialog } from '../../../account/components/session/real-account-gate';
import { minorToInput } from '../../../cashier/components/deposit/parse-amount';
import { useGameTabTitle } from '../../../games/components/use-game-tab-title';
import { gameEntryQuery } from '../../../games/queries/catalog-queries';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { refillDemoBalance, useDemoBalance } from '../demo/demo-wallet';
import type { BgsEngineName } from '../bgs-search';
import type { PlayMode } from './play-mode';

export type GameFrameProps = {
  engine: BgsEngineName;
  game: string | undefined;
  mode: PlayMode;
  /** The bet form (amount, game controls, play button). */
  controls: ReactNode;
  /** The board: dice bar, grid, plinko pegs, crash graph, with the result. */
  stage: ReactNode;
  /** Seeds panel button and recent bets, under the game. */
  below?: ReactNode;
  fairness: ReactNode;
};

const DemoBalance = () => {
  const { t } = useTranslation('bgs');
  const balance = useDemoBalance();
  return (
    <div className="flex items-center gap-2 text-sm" data-testid="bgs-demo-balance">
      <span className="rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold">{t('demoBadge')}</span>
      <span className="font-semibold tabular-nums">{t('funBalance', { amount: minorToInput(balance) })}</span>
      <Button size="sm" variant="ghost" onClick={refillDemoBalance}>
        {t('refillFun')}
      </Button>
    </div>
  );
};

/** Title, balance (real or fun), mode switch, then controls beside the board (stacked on phones). */
export const GameFrame = ({ engine, game, mode, controls, stage, below, fairness }: GameFrameProps) => {
  const { t } = useTranslation('bgs');
  const token = useSessionToken();
  const { isTrial } = useSessionFlags();
  const { code } = useLanguage();
  // The catalog entry that opened the page ("Twin Dice"), else the engine's name until it is known.
  const entry = useQuery({ ...gameEntryQuery(code, `HOUSE_${engine.toUpperCase()}`, game ?? ''), enabled: Boolean(game) });
  const title = entry.data?.displayName ?? t(`engine.${engine}`);
  useGameTabTitle(title);
  return (
    <div className="flex flex-col gap-4" data-testid="bgs-game" data-engine={engine} data-mode={mode}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold" data-testid="bgs-title">
          {title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {mode === 'demo' ? <DemoBalance /> : token ? <BalanceDisplay token={token} testId="bgs-balance" /> : null}
          {mode === 'demo' && isTrial ? (
            // A trial plays only with fun money: real play asks for a real account (which leads to registration).
            <Button size="sm" variant="secondary" onClick={openRealAccountDialog} data-testid="bgs-mode-switch">
              {t('playReal')}
            </Button>
          ) : (
            <Link
              to="/bgs/play/$engine"
              params={{ engine }}
              search={mode === 'demo' ? { game } : { game, mode: 'demo' }}
              className={buttonClass('secondary', 'sm')}
              data-testid="bgs-mode-switch"
            >
              {mode === 'demo' ? t('playReal') : t('playDemo')}
            </Link>
          )}
          {fairness}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-label={t('betControls')} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
          {controls}
        </section>
        <section aria-label={t('board')} className="min-w-0 rounded-lg border border-border bg-surface p-3">
          {stage}
        </section>
      </div>
      {below}
    </div>
  );
};
