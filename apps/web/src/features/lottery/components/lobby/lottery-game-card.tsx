import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '@gp/contracts';
import { formatCountdown } from './countdown';
import { drawName, formatDrawTime, gameName } from './names';

export type LobbyPath = '/lottery' | '/vnLottery' | '/seaLottery';

/** A game of the lobby: its name, next draw and a live countdown to that draw's close; it opens the betting page. */
export const LotteryGameCard = ({ game, now, from }: { game: LotteryMenuGame; now: number; from: LobbyPath }) => {
  const { t, i18n } = useTranslation('lottery');
  const draw = game.nextDraw;
  const left = draw ? Date.parse(draw.closeAt) - now : 0;
  const name = gameName(t, game.gameCode);
  return (
    <li>
      <Link
        to={from}
        search={{ gameCode: game.gameCode }}
        className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-3 transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="lottery-game-card"
        data-game={game.gameCode}
      >
        <span className="font-semibold">{name}</span>
        {draw ? (
          <>
            <span className="truncate text-xs text-fg-muted">
              {t('nextDraw')}: {drawName(draw)}
            </span>
            <span className="text-xs text-fg-muted">{formatDrawTime(draw.drawAt, i18n.language)}</span>
            <span className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <span className="text-xs text-fg-muted">{t('closesIn')}</span>
              <span className="font-mono font-semibold tabular-nums text-primary" data-testid="lottery-countdown">
                {left > 0 ? formatCountdown(left) : t('closed')}
              </span>
            </span>
          </>
        ) : (
          <span className="text-xs text-fg-muted">{t('noOpenDraw')}</span>
        )}
      </Link>
    </li>
  );
};
