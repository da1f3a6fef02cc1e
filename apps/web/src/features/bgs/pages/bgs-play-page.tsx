import { lazy, Suspense } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@gp/ui';
import { NotFoundPage } from '../../../app/router/not-found-page';
import { isBgsEngine, type BgsEngineName } from '../components/bgs-search';
import type { GameScreenProps } from '../components/play/game-screen-props';
import { useSessionFlags } from '../../account/components/session/use-session-flags';

// One chunk per game: crash's socket code never loads for a dice player, and none of it on the first route.
const screens = {
  dice: lazy(() => import('../components/games/dice/dice-screen').then((m) => ({ default: m.DiceScreen }))),
  limbo: lazy(() => import('../components/games/limbo/limbo-screen').then((m) => ({ default: m.LimboScreen }))),
  mines: lazy(() => import('../components/games/mines/mines-screen').then((m) => ({ default: m.MinesScreen }))),
  plinko: lazy(() => import('../components/games/plinko/plinko-screen').then((m) => ({ default: m.PlinkoScreen }))),
  crash: lazy(() => import('../components/games/crash/crash-screen').then((m) => ({ default: m.CrashScreen }))),
} satisfies Record<BgsEngineName, React.ComponentType<GameScreenProps>>;

const Loading = () => {
  const { t } = useTranslation('bgs');
  return (
    <div className="flex items-center gap-2 py-10 text-sm text-fg-muted" role="status">
      <Spinner />
      {t('loading')}
    </div>
  );
};

/** /bgs/play/$engine?game=HOUSE_DICE[&mode=demo]: the in-house game of that engine. */
export const BgsPlayPage = () => {
  const { engine } = useParams({ from: '/bgs/play/$engine' });
  const search = useSearch({ from: '/bgs/play/$engine' });
  const { isTrial } = useSessionFlags();
  if (!isBgsEngine(engine)) return <NotFoundPage />;
  const Screen = screens[engine];
  const gameCode = search.game ?? `HOUSE_${engine.toUpperCase()}`;
  // A trial account plays with fun money: the demo, unless it asks for real play (and is then told it needs a real account).
  const mode = search.mode === 'demo' || (isTrial && search.mode === undefined) ? 'demo' : 'real';
  return (
    <Suspense fallback={<Loading />}>
      {/* A new key on a mode or game switch: no state of one carries into the other. */}
      <Screen key={`${engine}-${gameCode}-${mode}`} engine={engine} gameCode={gameCode} mode={mode} />
    </Suspense>
  );
};
