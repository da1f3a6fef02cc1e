import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { QueryState } from '../../../../shared/query-state';
import { PageTitle } from '../../../../shared/page-title';
import { parseAmount } from '../../../cashier/components/deposit/parse-amount';
import { lotteryGameQuery } from '../../api/lottery-api';
import { lotteryKeys } from '../../queries/keys';
import { useNow } from '../lobby/countdown';
import { gameName } from '../lobby/names';
import type { LobbyPath } from '../lobby/lottery-game-card';
import { formatMinor } from '../money';
import { betTypesOf, formatOdds, gameKindOf, oddsOf, pickerSpec, type GameKind } from '../slip/game-terms';
import { addLines, buildLines, priceSlip, type SlipLine } from '../slip/slip-pricing';
import { SlipPanel } from '../slip/slip-panel';
import { BetTypeTabs } from './bet-type-tabs';
import { DrawChooser } from './draw-chooser';
import { ElottPanel } from './elott-panel';
import { PickerArea } from './picker-area';
import { readPoints, StakeFields, type StakeState } from './stake-fields';

const dieFaces = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** How a line's numbers read on the slip: balls padded to two digits, dice as faces. */
const numbersText = (kind: GameKind, line: SlipLine): string => {
  if (kind === 'k3' && (line.type === 'triple' || line.type === 'pair')) return line.numbers.map((n) => dieFaces[Number(n)] ?? n).join(' ');
  if (kind === 'keno' || kind === '11x5') return line.numbers.map((n) => n.padStart(2, '0')).join(' ');
  return line.numbers.join(' ');
};

/**
 * One game's betting page: the draw, the bet type tabs with their odds, the picker, the stake, and
 * the slip. E-lottery games add the current draw's seed hash and the last results.
 */
export const BettingScreen = ({ gameCode, from }: { gameCode: string; from: LobbyPath }) => {
  const { t, i18n } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const game = useQuery(lotteryGameQuery(gameCode));
  const now = useNow();
  const view = game.data;
  const kind = view ? gameKindOf(view) : null;
  const types = useMemo(() => (view && kind ? betTypesOf(kind, view.terms) : []), [view, kind]);
  const [chosenType, setType] = useState<string | null>(null);
  const type = chosenType && types.includes(chosenType) ? chosenType : (types[0] ?? '');
  const [picks, setPicks] = useState<string[]>([]);
  const [stake, setStake] = useState<StakeState>({ stake: '', points: '1' });
  const [slip, setSlip] = useState<SlipLine[]>([]);
  const [chosenDraw, setDraw] = useState<string | null>(null);
  const draws = view?.openDraws ?? [];
  const draw = draws.find((d) => d.drawId === chosenDraw) ?? draws[0] ?? null;

  // The chosen draw closes: fetch the game again for the next one (an e-lottery draw every minute or so).
  const closeAt = draw ? Date.parse(draw.closeAt) : null;
  const closed = closeAt !== null && now >= closeAt;
  useEffect(() => {
    if (closed) void queryClient.invalidateQueries({ queryKey: lotteryKeys.game(gameCode) });
  }, [closed, gameCode, queryClient]);

  if (!view || !kind) {
    return (
      <div className="flex flex-col gap-3" data-testid="lottery-betting-page">
        <PageTitle testId="page-title">{gameName(t, gameCode)}</PageTitle>
        <QueryState
          isPending={game.isPending}
          error={game.error}
          isEmpty={!game.isPending && !game.error}
          onRetry={() => void game.refetch()}
          emptyText={t('unknownGame')}
        />
      </div>
    );
  }

  const spec = pickerSpec(kind, type);
  const perPoint = kind === 'vn';
  const stakeMinor = stake.stake === '' ? view.minStake : (parseAmount(stake.stake) ?? 0);
  const points = perPoint ? (readPoints(stake.points) ?? 0) : undefined;
  const ready = stakeMinor > 0 && (points === undefined || points > 0);
  const pending = ready ? buildLines(spec, type, picks, stakeMinor, points) : [];
  const pendingPrice = priceSlip(kind, pending, view.terms);
  const odds = (n: number) => formatOdds(n, i18n.language);
  // Keno and 11x5 odds follow the pick count, an i-Box's the number's permutations, a K3 total's the total (shown on each button).
  const oddsPick = (tp: string): string | number | undefined =>
    tp === 'pick' || tp === 'any' ? picks.length || 1 : tp.endsWith('-ibox') ? picks[0] : undefined;
  const tabOdds = (tp: string): number | null =>
    tp === 'sum' || (tp.endsWith('-ibox') && picks[0] === undefined) ? null : oddsOf(kind, view.terms, tp, oddsPick(tp));
  const tabs = types.map((tp) => ({ type: tp, odds: tabOdds(tp) }));
  const caption =
    kind === 'k3' && type === 'sum'
      ? (pick: string) => {
          const o = oddsOf(kind, view.terms, 'sum', pick);
          return o === null ? null : t('oddsValue', { odds: odds(o) });
        }
      : undefined;
  const chooseType = (next: string) => {
    setType(next);
    setPicks([]);
  };
  const add = () => {
    setSlip((current) => addLines(current, pending));
    setPicks([]);
  };
  const limits = { minStake: view.minStake, maxStake: view.maxStake };
  const showSlip = () => {
    const heading = document.getElementById('lottery-slip-title');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  };

  return (
    <div className="flex flex-col gap-4" data-testid="lottery-betting-page" data-game={gameCode}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PageTitle testId="page-title">{gameName(t, gameCode)}</PageTitle>
        <div className="flex gap-2 text-sm">
          <Link to={from} className="text-primary underline-offset-2 hover:underline" data-testid="lottery-back">
            {t('backToLobby')}
          </Link>
          <Link to="/lottery/board" className="text-primary underline-offset-2 hover:underline">
            {t('board')}
          </Link>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <section aria-labelledby="lottery-draw-title" className="flex flex-col gap-2">
            <h2 id="lottery-draw-title" className="font-semibold">
              {t('chooseDraw')}
            </h2>
            <DrawChooser draws={draws} value={draw?.drawId ?? null} onChange={setDraw} now={now} />
          </section>
          {kind === 'keno' || kind === 'k3' || kind === '11x5' ? <ElottPanel gameCode={gameCode} family={view.family} draw={draw} /> : null}
          <section aria-labelledby="lottery-pick-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
            <h2 id="lottery-pick-title" className="font-semibold">
              {t('yourNumbers')}
            </h2>
            <BetTypeTabs tabs={tabs} value={type} onChange={chooseType} formatOdds={odds} />
            <PickerArea
              spec={spec}
              type={type}
              picks={picks}
              onPicks={setPicks}
              caption={caption}
              pad={kind === 'keno' || kind === '11x5' ? 2 : 0}
              quickSetsOn={kind === 'vn' && spec.kind === 'grid' && spec.perLine === 'each'}
            />
            <StakeFields perPoint={perPoint} value={stake} onChange={setStake} minStake={view.minStake} maxStake={view.maxStake} currency={view.currency} />
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <span data-testid="lottery-pending">
                {t('pendingLines', { n: pendingPrice.lines, total: formatMinor(pendingPrice.total, i18n.language, view.currency) })}
              </span>
              <Button onClick={add} disabled={pending.length === 0} data-testid="lottery-add">
                {t('addToSlip')}
              </Button>
            </div>
            {slip.length > 0 ? (
              // On a phone the slip sits below the picker: one tap takes the player (and the focus) there.
              <Button variant="secondary" className="lg:hidden" onClick={showSlip} data-testid="lottery-go-slip">
                {t('slip')} ({slip.length})
              </Button>
            ) : null}
          </section>
        </div>
        <SlipPanel
          gameCode={gameCode}
          kind={kind}
          terms={view.terms}
          limits={limits}
          currency={view.currency}
          draw={draw && !closed ? draw : null}
          lines={slip}
          onLines={setSlip}
          numbersText={(line) => numbersText(kind, line)}
        />
      </div>
    </div>
  );
};
