import type { VendorWalletAction, VendorWalletResponse } from '@gp/contracts';
import type { VendorClient } from '../../modules/games/gateway/gateway-bank.test-support';
import type { ReadinessWatch } from './readiness-watch';

export type FailoverAttempt = { instance: number; outcome: string };
export type FailoverResult = { answer: VendorWalletResponse | null; httpStatus: number | null; attempts: FailoverAttempt[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A vendor behind a load balancer: each call goes to the next instance the health checks call
 * ready (round robin). A call that got no answer at all (connection refused or reset) is sent again,
 * the same bytes, to another instance: that is the one retry the protocol allows for a lost call,
 * and the txId makes it safe. An answer, whatever it says, is final and returned as it is.
 */
export const failoverWallet = (clients: VendorClient[], readiness: Pick<ReadinessWatch, 'isReady'>, patienceMs = 30_000) => {
  let turn = 0;
  const pick = async (avoid: number | null): Promise<number> => {
    const giveUpAt = Date.now() + patienceMs;
    for (;;) {
      for (let step = 0; step < clients.length; step += 1) {
        const candidate = (turn + step) % clients.length;
        if (candidate !== avoid && readiness.isReady(candidate)) {
          turn = candidate + 1;
          return candidate;
        }
      }
      // Everything else is down: the one that just failed is the only hope left.
      if (avoid !== null && readiness.isReady(avoid)) return avoid;
      if (Date.now() > giveUpAt) throw new Error(`no instance was ready for ${patienceMs} ms`);
      await sleep(10);
    }
  };

  const send = async (action: VendorWalletAction, raw: string): Promise<FailoverResult> => {
    const attempts: FailoverAttempt[] = [];
    const giveUpAt = Date.now() + patienceMs;
    let avoid: number | null = null;
    for (;;) {
      const instance = await pick(avoid);
      const answer = await clients[instance]!.sendOnce(action, raw);
      if (answer.kind === 'answer') {
        attempts.push({ instance, outcome: `${answer.httpStatus} ${answer.body.status}` });
        return { answer: answer.body, httpStatus: answer.httpStatus, attempts };
      }
      attempts.push({ instance, outcome: `lost: ${answer.reason}` });
      // An answer that is not the wallet's JSON (a proxy's page, a body cut short) is still an answer: final.
      if (answer.reason.startsWith('HTTP ') || Date.now() > giveUpAt) return { answer: null, httpStatus: null, attempts };
      avoid = instance;
    }
  };

  return { send };
};
