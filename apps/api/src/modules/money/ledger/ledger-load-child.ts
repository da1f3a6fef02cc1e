import { createDb } from '@gp/db';
import { isAppError } from '../../../lib/app-error';
import { postJournal } from './ledger.service';

/**
 * A load for ledger-crash.pg.test.ts to kill with SIGKILL: CONCURRENCY loops of random transfers
 * between the given wallets, half of them on their own and half as a transfer and a fee in one
 * caller transaction, some overdrawing on purpose. Prints `committed <key>...` only after a
 * commit, so the parent knows what must survive, and `refused <key>` after a refused overdraft;
 * any other error ends the process with 1.
 * Env: LEDGER_LOAD_URL (PostgreSQL), LEDGER_LOAD_WALLETS (comma-separated ids), LEDGER_LOAD_HOUSE (a
 * house account id), LEDGER_LOAD_RUN (a key prefix).
 */
const url = process.env.LEDGER_LOAD_URL ?? '';
const wallets = (process.env.LEDGER_LOAD_WALLETS ?? '').split(',').map((id) => BigInt(id));
const house = BigInt(process.env.LEDGER_LOAD_HOUSE ?? '0');
const run = process.env.LEDGER_LOAD_RUN ?? 'run';
const CONCURRENCY = 8;

const database = await createDb({ kind: 'postgres', url, poolSize: CONCURRENCY });
const { db } = database;

const pick = () => wallets[Math.floor(Math.random() * wallets.length)] ?? 0n;
const transfer = (key: string) => {
  const from = pick();
  let to = pick();
  while (to === from) to = pick();
  const amount = BigInt(1 + Math.floor(Math.random() * 3_000));
  return {
    idempotencyKey: key,
    kind: 'load.transfer',
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  };
};

// The second posting of a caller transaction charges the payee a fee: it locks no other wallet, so
// two such transactions cannot deadlock (the ledger orders locks within one posting, not across).
const fee = (key: string, payee: bigint) => ({
  idempotencyKey: key,
  kind: 'load.fee',
  legs: [
    { accountId: payee, amount: -1n },
    { accountId: house, amount: 1n },
  ],
});

const unit = async (key: string): Promise<string[]> => {
  if (Math.random() < 0.5) {
    await postJournal(db, transfer(key));
    return [key];
  }
  await db.transaction().execute(async (trx) => {
    const first = transfer(`${key}:a`);
    await postJournal(trx, first);
    await postJournal(trx, fee(`${key}:b`, first.legs[1]?.accountId ?? 0n));
  });
  return [`${key}:a`, `${key}:b`];
};

const loop = async (worker: number) => {
  for (let n = 0; ; n += 1) {
    const key = `load:${run}:${worker}:${n}`;
    try {
      const keys = await unit(key);
      process.stdout.write(`committed ${keys.join(' ')}\n`);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
      process.stdout.write(`refused ${key}\n`);
    }
  }
};

try {
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => loop(worker)));
} catch (error) {
  console.error(error);
  process.exit(1);
}
