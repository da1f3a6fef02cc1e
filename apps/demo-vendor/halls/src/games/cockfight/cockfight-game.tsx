import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useBoot } from '../../app/boot-context';
import { HallChat } from '../../app/hall-chat';
import { HallShell } from '../../app/hall-shell';
import { refusalText } from '../../app/refusal';
import { useLocale } from '../../i18n/locale';
import { useHallSocket } from '../../socket/use-hall-socket';
import { BetPanel } from './bet-panel';
import { cockfightReducer, initialCockfightState } from './cockfight-state';
import { FightStage } from './fight-stage';
import type { BetKind, CockfightFrame } from './frames';
import { MyBets } from './my-bets';
import { PoolsBoard } from './pools-board';
import { RecentResults } from './recent-results';
import { previewReturn } from './returns';
import { CockfightRules } from './rules';
import { useClock } from './use-clock';

const chipUnits = [1, 5, 10, 50, 100, 500];
/** The cockpit's own refusals (`cockfight.refused.*`); the wallet's are the shell's. */
const cockfightRefusals = ['BETTING_CLOSED', 'BUSY', 'INVALID_AMOUNT', 'BELOW_MIN', 'ABOVE_MAX', 'FIGHT_MAX', 'CHAT_EMPTY', 'CHAT_TOO_FAST'];

/**
 * A cockpit: the fight everyone watches with its phase and countdown, the pools and odds moving as
 * bets come in, the bet slip, the player's bets with what they would return, recent results and the
 * chat. A bet is one side and one amount, sent on "confirm"; the cockpit answers with the player's
 * bets on the fight and the balance after it.
 */
export const CockfightPage = () => {
  const { boot, setBalance } = useBoot();
  const { t, money } = useLocale();
  const [state, dispatch] = useReducer(cockfightReducer, initialCockfightState);
  const { state: connection, send } = useHallSocket(boot.session, (frame) =>
    dispatch({ type: 'frame', frame: frame as CockfightFrame, receivedAt: Date.now() }),
  );
  const [kind, setKind] = useState<BetKind | null>(null);
  // The slip's amount belongs to one fight: a new fight starts with an empty slip.
  const [slip, setSlip] = useState<{ fight: number | null; amount: number }>({ fight: null, amount: 0 });
  const requestNo = useRef(0);
  const now = useClock(500) + state.offset;
  const { cockpit, fight } = state;
  useEffect(() => {
    if (state.balance !== null) setBalance(state.balance);
  }, [state.balance, setBalance]);
  const fightNumber = fight?.fightNumber ?? null;
  const amount = slip.fight === fightNumber ? slip.amount : 0;
  const setAmount = (next: number) => setSlip({ fight: fightNumber, amount: next });

  const chips = useMemo(() => chipUnits.map((n) => n * (cockpit?.limits.unit ?? 100)), [cockpit]);
  const open = !!fight && (fight.phase === 'betting' || fight.phase === 'last-call') && now < fight.times.closesAt && !state.placing;
  const preview = cockpit && kind ? previewReturn(kind, amount, state.pools, cockpit.commissionBp, cockpit.drawReturn) : null;

  const confirm = () => {
    if (!fight || !kind || amount === 0) return;
    requestNo.current += 1;
    const sent = send({ type: 'bet', requestId: `b${requestNo.current}`, fight: fight.fightNumber, kind, amount });
    if (sent) {
      dispatch({ type: 'placing' });
      setAmount(0);
    }
  };
  const notice = state.notice;

  return (
    <HallShell connection={connection} rules={<CockfightRules cockpit={cockpit} />}>
      {cockpit && fight ? (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-3">
            <FightStage fight={fight} offset={state.offset} viewers={state.viewers} schedule={cockpit.schedule} />
            <div aria-live="polite" className="min-h-6 text-center text-sm font-semibold" data-testid="notice">
              {notice?.kind === 'refused' ? <span className="text-danger">{refusalText(t, notice.code, 'cockfight', cockfightRefusals)}</span> : null}
              {notice?.kind === 'win' ? <span className="text-success">{t('cockfight.win', { amount: money(notice.amount) })}</span> : null}
              {notice?.kind === 'returned' ? <span>{t('cockfight.returned', { amount: money(notice.amount) })}</span> : null}
              {notice?.kind === 'lose' ? <span className="text-fg-muted">{t('cockfight.lose')}</span> : null}
              {notice?.kind === 'pending' ? <span>{t('cockfight.winPending', { amount: money(notice.amount) })}</span> : null}
            </div>
            <PoolsBoard pools={state.pools} odds={state.odds} bettors={state.bettors} drawReturn={cockpit.drawReturn} />
            <BetPanel
              open={open}
              kind={kind}
              amount={amount}
              chips={chips}
              odds={state.odds}
              drawReturn={cockpit.drawReturn}
              preview={preview}
              onKind={setKind}
              onChip={(value) => setAmount(amount + value)}
              onClear={() => setAmount(0)}
              onConfirm={confirm}
            />
          </div>
          <div className="space-y-3">
            <MyBets mine={state.mine} pools={state.pools} commissionBp={cockpit.commissionBp} drawReturn={cockpit.drawReturn} />
            <RecentResults history={state.history} schedule={cockpit.schedule} />
            <HallChat prefix="cockfight" messages={state.chat} onSend={(text) => send({ type: 'chat', text })} />
          </div>
        </div>
      ) : (
        <p className="p-6 text-center text-fg-muted">{t('hall.connection.connecting')}</p>
      )}
    </HallShell>
  );
};
