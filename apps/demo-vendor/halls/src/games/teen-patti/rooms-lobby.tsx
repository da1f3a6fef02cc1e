import { useLocale } from '../../i18n/locale';
import type { Level, RoomInfo } from './frames';
import { tableNo } from './labels';

type RoomsLobbyProps = {
  levels: Level[];
  rooms: RoomInfo[];
  onSit: (roomId: string) => void;
  onWatch: (roomId: string) => void;
  onQuickSeat: (boot: number) => void;
};

/** The room list: each stake level with its limits, a quick seat, and its rooms with their seats taken. */
export const RoomsLobby = ({ levels, rooms, onSit, onWatch, onQuickSeat }: RoomsLobbyProps) => {
  const { t, money, count } = useLocale();
  return (
    <div className="space-y-3" data-testid="tp-lobby">
      <h2 className="text-lg font-bold">{t('tp.lobby.title')}</h2>
      {levels.map((level) => (
        <section
          key={level.boot}
          aria-labelledby={`tp-level-${level.boot}-title`}
          className="rounded-xl border border-border bg-surface p-3"
          data-testid={`tp-level-${level.boot}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <div className="min-w-0 flex-1">
              <h3 id={`tp-level-${level.boot}-title`} className="font-bold">
                {t('tp.lobby.boot', { amount: money(level.boot) })}
              </h3>
              <p className="text-xs text-fg-muted">{t('tp.lobby.limits', { chaal: money(level.chaalLimit), pot: money(level.potLimit) })}</p>
            </div>
            <button
              type="button"
              onClick={() => onQuickSeat(level.boot)}
              className="min-h-11 rounded-md bg-primary px-4 font-semibold text-primary-fg"
              data-testid={`tp-quick-seat-${level.boot}`}
            >
              {t('tp.lobby.quickSeat')}
            </button>
          </div>
          <ul className="mt-2 divide-y divide-border">
            {rooms
              .filter((room) => room.stakes.boot === level.boot)
              .map((room) => {
                const full = room.seats.taken >= room.seats.total;
                return (
                  <li key={room.id} className="flex flex-wrap items-center gap-2 py-2" data-testid={`tp-room-${room.id}`}>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{t('tp.lobby.table', { n: tableNo(room.id) })}</p>
                      <p className="text-xs text-fg-muted">
                        <span data-testid={`tp-room-seats-${room.id}`}>
                          {t('tp.lobby.seats', { taken: count(room.seats.taken), total: count(room.seats.total) })}
                        </span>
                        {' · '}
                        {room.playing ? t('tp.lobby.playing') : t('tp.lobby.waiting')}
                      </p>
                      <p aria-hidden="true" className="mt-0.5 flex gap-1">
                        {Array.from({ length: room.seats.total }, (_, i) => (
                          <span key={i} className={`inline-block h-2 w-2 rounded-full ${i < room.seats.taken ? 'bg-primary' : 'bg-border'}`} />
                        ))}
                      </p>
                    </div>
                    <button
                      type="button"
                      onClick={() => onWatch(room.id)}
                      className="min-h-11 rounded-md border border-border px-3 text-sm font-semibold"
                      data-testid={`tp-watch-${room.id}`}
                    >
                      {t('tp.lobby.watch')}
                    </button>
                    <button
                      type="button"
                      disabled={full}
                      onClick={() => onSit(room.id)}
                      className="min-h-11 rounded-md border border-primary px-3 text-sm font-semibold text-primary disabled:border-border disabled:text-fg-muted"
                      data-testid={`tp-sit-${room.id}`}
                    >
                      {full ? t('tp.lobby.full') : t('tp.lobby.sit')}
                    </button>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
};
