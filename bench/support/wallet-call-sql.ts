import { benchCurrency, type BenchVendor } from './gateway-bench-players';

/**
 * The statement the gateway sends per wallet call (`select game_wallet_calls(...) as r`), spelled
 * in SQL for pgbench (bench/gateway-wallet.ts) and for postgres --single (bench/wallet-instructions.ts).
 * The call's jsonb is built with jsonb_build_object (pgbench would read `:false` in a JSON literal as
 * a variable); the gateway sends the same object as one jsonb parameter.
 */

/** The fields that change from call to call, each an SQL expression (a pgbench variable or a literal). */
export type WalletCallFields = {
  action: 'bet' | 'win';
  txId: string;
  memberId: string;
  roundId: string;
  amount: string;
  /** `null` for a bet; the win names its bet. */
  refTxId: string;
  sessionHash: string;
  now: string;
};

/** One call's jsonb; a win closes its round. */
export const walletCallObject = (vendor: BenchVendor, call: WalletCallFields): string => {
  const fields = [
    `'action', '${call.action}'`,
    `'vendorId', ${vendor.id}`,
    `'vendorCode', '${vendor.code}'`,
    `'transfer', false`,
    `'txId', ${call.txId}`,
    `'memberId', ${call.memberId}`,
    `'roundId', ${call.roundId}`,
    `'gameCode', '${vendor.gameCode}'`,
    `'gameId', ${vendor.gameId}`,
    `'gameType', '${vendor.gameType}'`,
    `'amount', ${call.amount}`,
    `'currency', '${benchCurrency}'`,
    `'refTxId', ${call.refTxId}`,
    `'roundClosed', ${call.action === 'win'}`,
    `'requestHash', '${'0'.repeat(64)}'`,
    `'sessionHash', ${call.sessionHash}`,
    `'gameOpen', true`,
    `'now', ${call.now}`,
    `'zone', 'Asia/Kolkata'`,
    `'agentTypes', '[1,2,41,42]'::jsonb`,
    `'trialType', 4`,
  ];
  return `jsonb_build_object(${fields.join(', ')})`;
};

/** Calls run together in one statement (one transaction), one answer each in their order. */
export const walletBatchStatement = (calls: readonly string[]): string => `select game_wallet_calls(jsonb_build_array(${calls.join(', ')})) as r;`;

/**
 * A pgbench script: one transaction is a bet on a new round of player `memberExpr` (a pgbench
 * expression) and the win that closes it, one call a statement.
 */
export const pgbenchRoundScript = (vendor: BenchVendor, memberExpr: string): string => {
  const tx = (suffix: string) => `'pgb-' || :client_id::text || '-' || :k::text || '${suffix}'`;
  const call = (action: 'bet' | 'win') =>
    walletBatchStatement([
      walletCallObject(vendor, {
        action,
        txId: tx(`-${action}`),
        memberId: ':m::text',
        roundId: tx(''),
        amount: ':amount::text',
        refTxId: action === 'bet' ? 'null' : tx('-bet'),
        sessionHash: `'pgb-' || :m::text`,
        now: 'now()',
      }),
    ]);
  return [`\\set m ${memberExpr}`, '\\set k random(1, 9000000000000000000)', '\\set amount random(1, 1000)', call('bet'), call('win'), ''].join('\n');
};
