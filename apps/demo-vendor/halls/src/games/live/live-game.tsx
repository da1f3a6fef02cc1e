import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useBoot } from '../../app/boot-context';
import { HallChat } from '../../app/hall-chat';
import { HallShell } from '../../app/hall-shell';
import { refusalText } from '../../app/refusal';
import { useLocale } from '../../i18n/locale';
import { useHallSocket } from '../../socket/use-hall-socket';
import { BetLayout } from './bet-layout';
import { ChipRack } from './chip-rack';
import type { LiveFrame } from './frames';
import { initialLiveState, liveReducer, type Spots } from './live-state';
import { LiveRules } from './rules';
import { RoadsView } from './roads-view';
import { TableStage } from './table-stage';
import { winningSpots } from './winning-spots';

const chipSteps = [1, 5, 10, 50, 100, 500];
/** The table's own refusals (`live.refused.*`); the wallet's are the shell's. */
const liveRefusals = [
  'BETTING_CLOSED',
  'BUSY',
  'INVALID_SPOT',
  'INVALID_AMOUNT',
  'BELOW_MIN',
  'ABOVE_MAX',
  'ROUND_MAX',
  'TOO_MANY_SPOTS',
  'CHAT_EMPTY',
  'CHAT_TOO_FAST',
];
const sum = (spots: Spots) => Object.values(spots).reduce((a, b) => a + b, 0);

/**
 * A live table: the stage everyone sees, the felt, the chips and the controls (confirm, clear,
 * rebet, double), the roads and the table chat. Chips laid are only sent with "confirm", as one
 * bet of the round; the table answers with the bets it took and the balance after them.
 */
export const LiveGamePage = () => {
  const { boot, setBalance } = useBoot();
  const { t, money } = useLocale();
  const [state, dispatch] = useReducer(liveReducer, initialLiveState);
  const { state: connection, send } = useHallSocket(boot.session, (frame) => dispatch({ type: 'frame', frame: frame as LiveFrame, receivedAt: Date.now() }));
  const table = state.table;
  const chips = useMemo(() => {
    const min = table ? Math.min(...table.spots.map((s) => s.min)) : 100;
    return chipSteps.map((step) => step * min);
  }, [table]);
  const [chip, setChip] = useState(0);
  const requestNo = useRef(0);
  useEffect(() => {
    if (state.balance !== null) setBalance(state.balance);
  }, [state.balance, setBalance]);

  const open = state.round?.phase === 'betting' && !state.placing;
  const selected = chips[chip] ?? chips[0]!;
  const pendingTotal = sum(state.pending);
  const confirm = (spots: Spots) => {
    if (!state.round || sum(spots) === 0) return;
    requestNo.current += 1;
    const sent = send({
      type: 'bet',
      requestId: `b${requestNo.current}`,
      roundId: state.round.roundId,
      bets: Object.entries(spots).map(([spot, amount]) => ({ spot, amount })),
    });
    if (sent) dispatch({ type: 'placing' });
  };
  const winners = useMemo(
    () => (state.round?.phase === 'result' && table ? winningSpots(table.kind, state.round.result) : new Set<string>()),
    [state.round, table],
  );

  return (
    <HallShell connection={connection} rules={<LiveRules table={table} />}>
      {table ? (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-3">
            <TableStage table={table} round={state.round} offset={state.offset} steps={state.steps} viewers={state.viewers} />
            <div aria-live="polite" className="min-h-6 text-center text-sm font-semibold" data-testid="notice">
              {state.notice?.kind === 'refused' ? <span className="text-danger">{refusalText(t, state.notice.code, 'live', liveRefusals)}</span> : null}
              {state.notice?.kind === 'win' ? <span className="text-success">{t('live.win', { amount: money(state.notice.amount) })}</span> : null}
              {state.notice?.kind === 'lose' ? <span className="text-fg-muted">{t('live.lose')}</span> : null}
              {state.notice?.kind === 'pending' ? <span>{t('live.winPending', { amount: money(state.notice.amount) })}</span> : null}
            </div>
            <BetLayout
              kind={table.kind}
              mine={state.mine}
              pending={state.pending}
              totals={state.totals}
              open={open}
              winners={winners}
              onChip={(spot) => dispatch({ type: 'chip', spot, amount: selected })}
            />
            <ChipRack values={chips} selected={selected} onSelect={(value) => setChip(chips.indexOf(value))} />
            <div className="flex flex-wrap items-center justify-center gap-2">
              <button
                type="button"
                disabled={!open || pendingTotal === 0}
                onClick={() => dispatch({ type: 'clear' })}
                className="min-h-11 rounded-md border border-border px-4 font-semibold disabled:opacity-50"
                data-testid="clear-bets"
              >
                {t('live.clear')}
              </button>
              <button
                type="button"
                disabled={!open || sum(state.previous) === 0 || sum(state.mine) > 0}
                onClick={() => confirm(state.previous)}
                className="min-h-11 rounded-md border border-border px-4 font-semibold disabled:opacity-50"
                data-testid="rebet"
              >
                {t('live.rebet')}
              </button>
              <button
                type="button"
                disabled={!open || sum(state.mine) === 0}
                onClick={() => confirm(state.mine)}
                className="min-h-11 rounded-md border border-border px-4 font-semibold disabled:opacity-50"
                data-testid="double"
              >
                {t('live.double')}
              </button>
              <button
                type="button"
                disabled={!open || pendingTotal === 0}
                onClick={() => confirm(state.pending)}
                className="min-h-11 rounded-md bg-primary px-5 font-semibold text-primary-fg disabled:opacity-50"
                data-testid="confirm-bets"
              >
                {t('live.confirm', { amount: money(pendingTotal) })}
              </button>
            </div>
            <p className="text-center text-sm" data-testid="my-total">
              {t('live.myBets', { amount: money(sum(state.mine)) })}
            </p>
          </div>
          <div className="space-y-3">
            <RoadsView kind={table.kind} history={state.history} />
            <HallChat prefix="live" messages={state.chat} onSend={(text) => send({ type: 'chat', text })} />
          </div>
        </div>
      ) : (
        <p className="p-6 text-center text-fg-muted">{t('hall.connection.connecting')}</p>
      )}
    </HallShell>
  );
};
