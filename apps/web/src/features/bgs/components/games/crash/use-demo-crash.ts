import { useCallback, useEffect, useRef, useState } from 'react';
import { crashGrowthPerMs, crashMsToReach, crashOutcome, fairFloats, payoutAt, webCryptoHmacSha256, type BetView, type CrashState } from '@gp/contracts';
import { ApiError } from '../../../../../api/api-error';
import { i18n } from '../../../../../shared/i18n/i18n-instance';
import { demoCurrency } from '../../demo/demo-play';
import { nextDemoBetId, recordDemoBet } from '../../demo/demo-bets';
import { takeDemoNonce } from '../../demo/demo-seeds';
import { demoBalance, payDemoWin, takeDemoStake } from '../../demo/demo-wallet';
import type { CrashFeed } from './use-crash-socket';

const bettingMs = 5000;
const pauseMs = 3000;

type DemoRound = { state: CrashState; seeds: Awaited<ReturnType<typeof takeDemoNonce>>; crashPoint: number };

/**
 * A crash round run in this browser for fun play: the same phases, curve and outcome function as the
 * server's, the crash point from the demo seed pair (one nonce per round). Only this player plays.
 */
export const useDemoCrash = (enabled: boolean, gameCode: string) => {
  const [feed, setFeed] = useState<CrashFeed>({ state: null, connected: true, skew: 0 });
  const round = useRef<DemoRound | null>(null);
  const myBet = useRef<BetView | null>(null);
  const history = useRef<{ roundId: string; crashPointHundredths: number }[]>([]);

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    let stopped = false;
    let id = 0;

    const publish = (state: CrashState) => {
      if (round.current) round.current.state = state;
      setFeed({ state, connected: true, skew: 0 });
    };

    const settleLoss = () => {
      const bet = myBet.current;
      if (bet && bet.status === 'open') recordDemoBet({ ...bet, status: 'lost', payout: 0, multiplierHundredths: 0, settledAt: new Date().toISOString() });
    };

    const startBetting = async () => {
      id += 1;
      const seeds = await takeDemoNonce();
      const crashPoint = crashOutcome(await fairFloats(webCryptoHmacSha256, seeds, 1)).crashPointHundredths;
      if (stopped) return;
      const now = Date.now();
      const state: CrashState = {
        roundId: String(id),
        phase: 'betting',
        serverSeedHash: seeds.serverSeedHash,
        serverSeed: null,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        bettingEndsAt: now + bettingMs,
        startedAt: null,
        serverTime: now,
        multiplierHundredths: 100,
        crashPointHundredths: null,
        growthPerMs: crashGrowthPerMs,
        bets: [],
        history: history.current,
      };
      round.current = { state, seeds, crashPoint };
      publish(state);
      timer = window.setTimeout(run, bettingMs);
    };

    const run = () => {
      const current = round.current;
      if (!current || stopped) return;
      const startedAt = Date.now();
      publish({ ...current.state, phase: 'running', startedAt, bettingEndsAt: null, serverTime: startedAt });
      timer = window.setTimeout(crash, crashMsToReach(current.crashPoint));
    };

    const crash = () => {
      const current = round.current;
      if (!current || stopped) return;
      settleLoss();
      history.current = [{ roundId: current.state.roundId, crashPointHundredths: current.crashPoint }, ...history.current].slice(0, 20);
      publish({
        ...current.state,
        phase: 'crashed',
        multiplierHundredths: current.crashPoint,
        crashPointHundredths: current.crashPoint,
        history: history.current,
        serverTime: Date.now(),
      });
      timer = window.setTimeout(() => void startBetting(), pauseMs);
    };

    void startBetting();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [enabled]);

  const bet = useCallback(
    async (amount: number, autoCashoutHundredths: number | null): Promise<{ bet: BetView; balance: number }> => {
      const current = round.current;
      if (!current || current.state.phase !== 'betting') throw new ApiError('GAME_ROUND_FINISHED', i18n.t('bgs:crash.demoWait'), 0);
      if (!takeDemoStake(amount)) throw new ApiError('INSUFFICIENT_FUNDS', i18n.t('bgs:demoShort'), 0);
      const view: BetView = {
        betId: nextDemoBetId(),
        game: 'crash',
        gameCode,
        currency: demoCurrency,
        amount,
        payout: null,
        multiplierHundredths: null,
        status: 'open',
        params: { game: 'crash', crashRoundId: current.state.roundId, autoCashoutHundredths },
        outcome: null,
        serverSeedHash: current.seeds.serverSeedHash,
        serverSeed: null,
        clientSeed: current.seeds.clientSeed,
        nonce: current.seeds.nonce,
        createdAt: new Date().toISOString(),
        settledAt: null,
      };
      myBet.current = view;
      recordDemoBet(view);
      return { bet: view, balance: demoBalance() };
    },
    [gameCode],
  );

  /** Cash out at `hundredths` (the screen's current multiplier, or the auto target when reached). */
  const cashout = useCallback(async (hundredths: number): Promise<{ bet: BetView; balance: number }> => {
    const current = round.current;
    const open = myBet.current;
    if (!current || !open || open.status !== 'open' || current.state.phase !== 'running' || hundredths > current.crashPoint)
      throw new ApiError('GAME_ROUND_FINISHED', i18n.t('bgs:crash.tooLate'), 0);
    const payout = Number(payoutAt(BigInt(open.amount), hundredths));
    payDemoWin(payout);
    const settled: BetView = {
      ...open,
      status: 'won',
      payout,
      multiplierHundredths: hundredths,
      outcome: { game: 'crash', crashPointHundredths: null, cashedOutAtHundredths: hundredths },
      settledAt: new Date().toISOString(),
    };
    myBet.current = settled;
    recordDemoBet(settled);
    return { bet: settled, balance: demoBalance() };
  }, []);

  return { feed, bet, cashout };
};
