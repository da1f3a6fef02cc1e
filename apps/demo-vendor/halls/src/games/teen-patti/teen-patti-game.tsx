import { useEffect, useReducer } from 'react';
import { useBoot } from '../../app/boot-context';
import { HallShell } from '../../app/hall-shell';
import { refusalText } from '../../app/refusal';
import { useLocale } from '../../i18n/locale';
import { useHallSocket } from '../../socket/use-hall-socket';
import { ActionBar } from './action-bar';
import type { PlayerAction, TeenPattiFrame } from './frames';
import { HistoryPanel } from './history-panel';
import { tableNo } from './labels';
import { MyHand } from './my-hand';
import { ResultPanel } from './result-panel';
import { RoomsLobby } from './rooms-lobby';
import { TeenPattiRules } from './rules';
import { TableOval } from './table-oval';
import { initialTpState, tpReducer, type TpState } from './tp-state';
import { useClock } from './use-clock';

/** The room's own refusals (`tp.refused.*`); the wallet's are the shell's. */
const tpRefusals = ['ROOM_FULL', 'SEAT_TAKEN', 'NO_ROOM', 'ALREADY_SEATED', 'NOT_SEATED', 'IN_HAND', 'STALE_HAND', 'not-your-turn', 'over-chaal-limit'];

const Notice = ({ state }: { state: TpState }) => {
  const { t, money } = useLocale();
  const notice = state.notice;
  return (
    <div aria-live="polite" className="min-h-6 text-center text-sm font-semibold" data-testid="tp-notice">
      {notice?.kind === 'refused' ? (
        <span className="text-danger">
          {refusalText(t, notice.code, 'tp', tpRefusals)}
          {notice.action === 'boot' ? ` ${t('tp.notice.sitOut')}` : ''}
        </span>
      ) : null}
      {notice?.kind === 'won' ? <span className="text-success">{t('tp.notice.won', { amount: money(notice.amount) })}</span> : null}
      {notice?.kind === 'returned' ? <span>{t('tp.notice.returned', { amount: money(notice.amount) })}</span> : null}
      {notice?.kind === 'lost' ? <span className="text-fg-muted">{t('tp.notice.lost', { amount: money(notice.amount) })}</span> : null}
      {notice?.kind === 'pending' ? <span>{t('tp.notice.pending', { amount: money(notice.amount) })}</span> : null}
    </div>
  );
};

/**
 * Teen Patti card rooms: the room list (stake levels, seats, quick seat) and a table of five
 * seats, where the player sees only what the room sends for their seat: their own cards after
 * "see", and other hands only once shown.
 */
export const TeenPattiPage = () => {
  const { boot, setBalance } = useBoot();
  const { t, money } = useLocale();
  const [state, dispatch] = useReducer(tpReducer, initialTpState);
  const { state: connection, send } = useHallSocket(boot.session, (frame) =>
    dispatch({ type: 'frame', frame: frame as TeenPattiFrame, receivedAt: Date.now() }),
  );
  const clock = useClock();
  useEffect(() => {
    if (state.balance !== null) setBalance(state.balance);
  }, [state.balance, setBalance]);

  const { table, hand } = state;
  const mine = table?.you.seat ?? null;
  const dealtIn = hand !== null && mine !== null && hand.viewer === mine;
  const nameOf = (seat: number) => (seat === mine ? t('tp.table.you') : (table?.seats[seat]?.name ?? '?'));
  const act = (action: PlayerAction) => {
    if (!hand) return;
    if (send({ type: 'act', handId: hand.id, action })) dispatch({ type: 'acting' });
  };
  const inHand = dealtIn && hand.phase !== 'ended' && hand.seats.some((s) => s.seat === mine && (s.status === 'playing' || s.status === 'boot-pending'));
  const rules = <TeenPattiRules levels={state.levels} turnMs={table?.room.turnMs ?? null} />;

  return (
    <HallShell connection={connection} rules={rules}>
      {!state.me ? (
        <p className="p-6 text-center text-fg-muted">{t('hall.connection.connecting')}</p>
      ) : !table ? (
        <>
          <Notice state={state} />
          <RoomsLobby
            levels={state.levels}
            rooms={state.rooms}
            onSit={(roomId) => send({ type: 'sit', roomId })}
            onWatch={(roomId) => send({ type: 'watch', roomId })}
            onQuickSeat={(amount) => send({ type: 'quick-seat', boot: amount })}
          />
        </>
      ) : (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-2">
            <h2 className="truncate text-sm font-bold" data-testid="tp-table-title">
              {t('tp.table.title', { n: tableNo(table.roomId), boot: money(table.room.stakes.boot) })}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => send({ type: 'leave' })}
                disabled={inHand}
                className="min-h-11 rounded-md border border-border px-3 text-sm font-semibold disabled:opacity-50"
                data-testid="tp-leave"
              >
                {t('tp.table.back')}
              </button>
              {mine !== null ? (
                <>
                  <button
                    type="button"
                    onClick={() => send({ type: 'ready', ready: !table.you.ready })}
                    className="min-h-11 rounded-md border border-border px-3 text-sm font-semibold"
                    aria-pressed={!table.you.ready}
                    data-testid="tp-ready"
                  >
                    {table.you.ready ? t('tp.table.sitOut') : t('tp.table.dealMeIn')}
                  </button>
                  <button
                    type="button"
                    onClick={() => send({ type: 'stand' })}
                    disabled={inHand}
                    className="min-h-11 rounded-md border border-border px-3 text-sm font-semibold disabled:opacity-50"
                    data-testid="tp-stand"
                  >
                    {t('tp.table.stand')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  onClick={() => send({ type: 'sit', roomId: table.roomId })}
                  disabled={table.room.seats.taken >= table.room.seats.total}
                  className="min-h-11 rounded-md bg-primary px-3 text-sm font-semibold text-primary-fg disabled:opacity-50"
                  data-testid="tp-take-seat"
                >
                  {t('tp.table.takeSeat')}
                </button>
              )}
            </div>
            {mine === null ? (
              <p className="text-center text-sm text-fg-muted" data-testid="tp-spectating">
                {t('tp.table.spectating')}
              </p>
            ) : hand && !dealtIn && hand.phase !== 'ended' ? (
              <p className="text-center text-sm text-fg-muted" data-testid="tp-next-hand-wait">
                {t('tp.table.fromNextHand')}
              </p>
            ) : null}
            <TableOval table={table} view={hand} now={clock + state.offset} onSit={(seat) => send({ type: 'sit', roomId: table.roomId, seat })} />
            <Notice state={state} />
            {dealtIn && hand ? (
              <>
                <MyHand view={hand} seat={mine} busy={state.acting} onAct={act} />
                <ActionBar view={hand} seat={mine} busy={state.acting} nameOf={nameOf} onAct={act} />
              </>
            ) : null}
            {state.result && hand?.id === state.result.handId ? <ResultPanel result={state.result} mine={mine} /> : null}
          </div>
          <HistoryPanel history={state.history} />
        </div>
      )}
    </HallShell>
  );
};
