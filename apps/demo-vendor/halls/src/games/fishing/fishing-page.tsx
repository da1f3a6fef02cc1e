import { useEffect, useMemo, useReducer, useState } from 'react';
import { useBoot } from '../../app/boot-context';
import { HallShell } from '../../app/hall-shell';
import { refusalText } from '../../app/refusal';
import { useLocale } from '../../i18n/locale';
import { useHallSocket } from '../../socket/use-hall-socket';
import { seatColours } from './draw-ocean';
import { bulletCosts } from './engine';
import { createFishingController } from './fishing-controller';
import { BulletPicker, FireButtons } from './fishing-controls';
import { fishingReducer, initialFishingState, type Announcement, type Notice } from './fishing-state';
import type { FishingFrame } from './frames';
import { OceanCanvas } from './ocean-canvas';
import { FishingRules } from './rules';

/** The room's own refusals (`fish.refused.*`); the wallet's are the shell's. */
const fishRefusals = ['INVALID_COST', 'CLOSED', 'ROLLED_BACK'];
/** A cannon change goes to the room once the player has settled on a cost, not at every step. */
const cannonDebounceMs = 300;
const announceEveryMs = 2_000;
const noticeForMs = 6_000;

/**
 * The fishing room: the shared ocean on a canvas, the four cannons (the player's highlighted), the
 * bullet cost, fire and auto-fire. What the canvas shows is also said in words: the cannons in a
 * list, catches and wins in a live region.
 */
export const FishingPage = () => {
  const { boot, setBalance } = useBoot();
  const { t, money, count, dir } = useLocale();
  const [state, dispatch] = useReducer(fishingReducer, initialFishingState);
  const [controller] = useState(() => createFishingController({ onRefused: (code) => dispatch({ type: 'refused', code }) }));
  const { state: connection, send } = useHallSocket(boot.session, (raw) => {
    const frame = raw as FishingFrame;
    controller.onFrame(frame, Date.now());
    dispatch({ type: 'frame', frame });
  });
  useEffect(() => controller.setSender(send));
  const [auto, setAuto] = useState(false);
  const playing = state.room !== null && state.suspended === null && state.notice?.kind !== 'reload' && connection === 'open';

  useEffect(() => {
    if (state.balance !== null) setBalance(state.balance);
  }, [state.balance, setBalance]);
  useEffect(() => controller.setBulletCost(state.bulletCost), [controller, state.bulletCost]);
  useEffect(() => controller.setAuto(auto && playing), [controller, auto, playing]);
  useEffect(() => {
    if (state.seat === null || state.bulletCost === state.roomBulletCost) return;
    const cost = state.bulletCost;
    const timer = setTimeout(() => {
      if (send({ type: 'cannon', bulletCost: cost })) dispatch({ type: 'cannon-sent', cost });
    }, cannonDebounceMs);
    return () => clearTimeout(timer);
    // The socket's sender is a new function every render; the cannon changes only with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.seat, state.bulletCost, state.roomBulletCost]);
  useEffect(() => {
    const timer = setInterval(() => dispatch({ type: 'announce' }), announceEveryMs);
    return () => clearInterval(timer);
  }, []);
  // A refused bullet or a win on its way is news for a moment; a void batch and a reload stay until read.
  const fleeting = state.notice?.kind === 'refused' || state.notice?.kind === 'pending';
  useEffect(() => {
    if (!fleeting) return;
    const timer = setTimeout(() => dispatch({ type: 'dismiss' }), noticeForMs);
    return () => clearTimeout(timer);
  }, [fleeting, state.notice]);

  const costs = state.room?.bulletCosts ?? bulletCosts;
  const cannons = useMemo(() => state.seats.map((s) => (s ? { label: money(s.bulletCost) } : null)), [state.seats, money]);
  const fishName = (id: string) => t(`fish.species.${id}`);
  const sayAnnouncement = (item: Announcement) => {
    if (item.kind === 'one') return t('fish.caught', { fish: fishName(item.species), amount: money(item.win) });
    if (item.kind === 'many') return t('fish.caughtMany', { count: count(item.count), amount: money(item.win) });
    return t('fish.bossCaught', { cannon: count(item.seat + 1), fish: fishName(item.species), amount: money(item.win) });
  };
  const sayNotice = (notice: Notice) => {
    if (notice.kind === 'reload') return t('fish.reload');
    if (notice.kind === 'pending') return t('fish.pending', { amount: money(notice.amount) });
    const reason = refusalText(t, notice.code, 'fish', fishRefusals);
    if (notice.kind === 'void') return `${t('fish.void', { shots: count(notice.shots), amount: money(notice.winNotPaid) })} ${reason}`;
    return reason;
  };

  return (
    <HallShell connection={connection} rules={<FishingRules room={state.room} />}>
      {state.room ? (
        <div className="mx-auto max-w-5xl space-y-2">
          <div dir="ltr">
            <OceanCanvas controller={controller} cannons={cannons} label={t('fish.ocean')} describedBy="fish-cannons" />
          </div>
          {/* In the canvas's order whatever the language: each entry sits under its cannon. */}
          <ul id="fish-cannons" dir="ltr" className="grid grid-cols-4 gap-1 text-sm" aria-label={t('fish.cannons')} data-testid="cannons">
            {state.seats.map((seat, n) => (
              <li
                key={n}
                dir={dir}
                className={`flex min-h-11 min-w-0 flex-col justify-center rounded-md border px-1.5 py-0.5 ${n === state.seat ? 'border-primary bg-primary/10 font-semibold' : 'border-border'}`}
                data-testid={`seat-${n}`}
              >
                <span className="flex min-w-0 items-center gap-1">
                  <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-full" style={{ backgroundColor: seatColours[n] }} />
                  <span className="sr-only">{t('fish.cannon', { number: count(n + 1) })}: </span>
                  <span className="min-w-0 truncate">
                    {seat ? n === state.seat ? t('fish.you') : <bdi>{seat.name}</bdi> : <span className="text-fg-muted">{t('fish.emptySeat')}</span>}
                  </span>
                </span>
                {seat ? (
                  <span className="truncate text-xs tabular-nums text-fg-muted" data-testid={`seat-${n}-bullet`}>
                    <span className="sr-only">{t('fish.bulletCost')}: </span>
                    {money(seat.bulletCost)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <BulletPicker
              costs={costs}
              value={state.bulletCost}
              onChange={(cost) => dispatch({ type: 'bullet', cost })}
              canAfford={(cost) => state.spendable >= cost}
            />
            <FireButtons onFire={() => controller.fireAtTarget()} auto={auto} onAuto={setAuto} disabled={!playing} />
          </div>
          <dl className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
            <div className="flex gap-1">
              <dt className="text-fg-muted">{t('fish.lastWin')}</dt>
              <dd className="font-bold tabular-nums text-success" data-testid="last-win">
                {state.lastWin === null ? '—' : money(state.lastWin)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-fg-muted">{t('hall.balance')}</dt>
              <dd className="font-bold tabular-nums" data-testid="fish-balance">
                {money(state.balance ?? boot.balance)}
              </dd>
            </div>
          </dl>
          <div aria-live="polite" className="min-h-11" data-testid="fish-notice">
            {state.notice || state.suspended ? (
              <div className="flex items-start gap-2 rounded-md border border-border bg-surface p-2 text-sm">
                <div className="min-w-0 flex-1 space-y-1 self-center">
                  {state.notice ? (
                    <p
                      className={`font-semibold ${state.notice.kind === 'pending' ? 'text-fg' : 'text-danger'}`}
                      data-testid={`fish-notice-${state.notice.kind}`}
                    >
                      {sayNotice(state.notice)}
                    </p>
                  ) : null}
                  {state.suspended ? (
                    <p className="text-fg-muted" data-testid="fish-suspended">
                      {t('fish.suspended')}
                    </p>
                  ) : null}
                </div>
                {state.notice && state.notice.kind !== 'reload' ? (
                  <button
                    type="button"
                    className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border border-border"
                    onClick={() => dispatch({ type: 'dismiss' })}
                    aria-label={t('hall.close')}
                    data-testid="fish-notice-close"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
          <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
            {state.announcement ? <span key={state.announcement.id}>{state.announcement.items.map(sayAnnouncement).join(' ')}</span> : null}
          </p>
        </div>
      ) : (
        <p className="p-6 text-center text-fg-muted" data-testid="fish-connecting">
          {t('hall.connection.connecting')}
        </p>
      )}
    </HallShell>
  );
};
