import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, Spinner } from '@gp/ui';
import type { CardRoom } from '@gp/contracts';
import type { TFunction } from 'i18next';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { cardRoomsQuery } from '../../api/halls-api';
import { gameTitle, type Game } from '../catalog/catalog-types';
import { formatStake } from './stake-format';

type CardRoomsDialogProps = {
  game: Game;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  play: (game: Game) => void;
  playDemo: (game: Game) => void;
};

const RoomRow = ({ room, languageTag, t }: { room: CardRoom; languageTag: string; t: TFunction<'games'> }) => {
  const currency = room.mode === 'real' ? room.currency : null;
  const full = room.seats.taken >= room.seats.total;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-testid="card-room" data-room={room.id} data-mode={room.mode}>
      <div className="min-w-0">
        <p className="text-sm font-semibold" data-testid="card-room-stakes">
          {t('roomBoot', { amount: formatStake(room.stakes.boot, languageTag, currency) })}
        </p>
        <p className="text-xs text-fg-muted">
          {t('roomLimits', {
            chaal: formatStake(room.stakes.chaalLimit, languageTag, currency),
            pot: formatStake(room.stakes.potLimit, languageTag, currency),
          })}
        </p>
      </div>
      <div className="flex items-center gap-2 text-xs">
        {room.mode === 'demo' ? <span className="rounded bg-info/15 px-1.5 py-0.5 font-medium">{t('demoBadge')}</span> : null}
        {room.playing ? <span className="rounded bg-success/15 px-1.5 py-0.5 font-medium">{t('roomPlaying')}</span> : null}
        <span className={full ? 'font-semibold text-danger' : 'text-fg-muted'} data-testid="card-room-seats" data-full={full ? 'true' : 'false'}>
          {t('roomSeats', { taken: room.seats.taken, total: room.seats.total })}
        </span>
      </div>
    </li>
  );
};

/**
 * The rooms of a card room game as its vendor lists them: stakes, seats taken of the total, fun money
 * or real. Seats are taken in the game itself, so "Play" opens the game with the site's play flow
 * (real money; "Fun" for fun money); the list refreshes while the dialog is open.
 */
export const CardRoomsDialog = ({ game, open, onOpenChange, play, playDemo }: CardRoomsDialogProps) => {
  const { t, i18n } = useTranslation('games');
  const { code } = useLanguage();
  const query = useQuery({ ...cardRoomsQuery(code, game), enabled: open });
  const title = gameTitle(game);
  const list = query.data;
  const rooms = list?.rooms ?? [];
  const close = () => onOpenChange(false);
  const start = (demo: boolean) => {
    close();
    (demo ? playDemo : play)(game);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('roomsOf', { name: title })}
      actions={
        <>
          <Button variant="ghost" onClick={close} data-testid="card-rooms-close">
            {t('common:close')}
          </Button>
          <Button variant="secondary" onClick={() => start(true)} data-testid="card-rooms-play-demo">
            {t('playDemo')}
          </Button>
          <Button onClick={() => start(false)} disabled={list?.maintenance === true} data-testid="card-rooms-play">
            {t('play')}
          </Button>
        </>
      }
    >
      <div data-testid="card-rooms-dialog" data-game-code={game.gameCode}>
        {query.isPending ? (
          <div className="flex items-center gap-2 py-4 text-sm text-fg-muted" role="status" data-testid="card-rooms-loading">
            <Spinner />
            {t('common:loading')}
          </div>
        ) : query.isError ? (
          <Alert
            tone="danger"
            data-testid="card-rooms-error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                {t('common:retry')}
              </Button>
            }
          >
            {query.error.message}
          </Alert>
        ) : (
          <>
            {list?.maintenance ? (
              <Alert tone="warning" data-testid="card-rooms-maintenance">
                {t('maintenanceTitle')}
              </Alert>
            ) : null}
            {list?.available === false ? (
              <Alert
                tone="warning"
                data-testid="card-rooms-unavailable"
                action={
                  <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                    {t('common:retry')}
                  </Button>
                }
              >
                {t('roomsUnavailable')}
              </Alert>
            ) : rooms.length === 0 ? (
              <p className="py-4 text-sm text-fg-muted" data-testid="card-rooms-empty">
                {t('roomsNone')}
              </p>
            ) : (
              <ul className="divide-y divide-border" data-testid="card-rooms">
                {rooms.map((room) => (
                  <RoomRow key={room.id} room={room} languageTag={i18n.language} t={t} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
};
