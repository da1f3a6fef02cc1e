CREATE OR REPLACE FUNCTION public.game_wallet_calls_set(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
    -- game_wallet_calls(p) decided for the whole batch at once: the same input (an array of
    -- game_wallet_call() inputs), the same answers in the same order, the same rows, balances and
    -- ids. Not called by the API yet: game-wallet-set-batch.pg.test.ts proves it against
    -- game_wallet_calls() first.
    --
    -- What the call-by-call path does, in order (game_wallet_calls, game_wallet_call and helpers):
    --  0. Order: one call as it is; calls of at most one memberId in their order; otherwise by the
    --     wallet id each call's member has now (nulls last), then their order. Ids (game
    --     transactions, journals, legs, rounds, accounts) are taken in that order.
    --  1. A "refusal" given: the txId's stored answer (game_transactions, then game_wallet_refusals:
    --     the same requestHash gives the stored response, another gives DUPLICATE_TRANSACTION), or
    --     the refusal, stored in game_wallet_refusals.
    --  2. members (type, status, account; member_exclusions for a bet): none is PLAYER_NOT_FOUND,
    --     after the stored answer, stored.
    --  3. The wallet (ledger_accounts: agent_main for an agent type, player_vendor of the vendor for a
    --     transfer vendor, else player_main) found and locked FOR UPDATE.
    --  4. The txId's stored answer (as in 1): a replay, or DUPLICATE_TRANSACTION.
    --  5. A bet or win with a sessionHash: game_sessions of the vendor; none or another member's is
    --     INVALID_TOKEN, a bet's expired one TOKEN_EXPIRED. Refusals from here on are stored.
    --  6. A bet: member not active, the trial type or excluded now: PLAYER_BLOCKED; game not open:
    --     GAME_NOT_FOUND/GAME_MAINTENANCE.
    --  7. No wallet yet: opened at zero (ledger_accounts), locked, stored answer looked up again.
    --  8. adjust: game_wallet_adjust().
    --  9. bet: a stored rollback naming its txId (game_transactions.ref_tx_id): TRANSACTION_ROLLED_BACK;
    --     past the wager limit left (member_wager_limits, open sports rounds, member_game_hourly):
    --     LIMIT_EXCEEDED with the balance; past the balance: INSUFFICIENT_FUNDS with the balance.
    -- 10. win: its round (game_rounds by vendor, roundId, member). With a betTxId: no such
    --     transaction is TRANSACTION_ROLLED_BACK if a rollback names it, else ROUND_NOT_FOUND; not a
    --     bet, another member's, no round or another round: ROUND_NOT_FOUND; a rolled-back bet:
    --     TRANSACTION_ROLLED_BACK. Without: no round or no bet in it: ROUND_NOT_FOUND; a cancelled
    --     round: TRANSACTION_ROLLED_BACK. Then past the vendor's maximum win per round:
    --     LIMIT_EXCEEDED/ROUND_WIN_LIMIT with the balance.
    -- 11. rollback: the transaction it names: not a bet of this member: INVALID_REQUEST/
    --     NOT_A_BET_OF_THIS_PLAYER; not rolled back yet: a win in its round is BET_ALREADY_SETTLED,
    --     else its amount is refunded; already rolled back: acknowledged, nothing moves. None:
    --     acknowledged and stored (so that bet is refused later), on the round of its roundId if any.
    -- 12. Another action: INVALID_REQUEST.
    -- 13. A credit past the currency's maximum (ledger_currency_limits, default 10^13):
    --     LIMIT_EXCEEDED/BALANCE_LIMIT with the balance.
    -- 14. Written: game_transactions id; a journal with two legs, house first (the vendor's
    --     house_game account, opened if missing) and the wallet's balance moved (ledger_journals,
    --     ledger_legs, ledger_accounts) unless nothing moves; bet: the round opened or counted
    --     (a cancelled one reopens) and the hour's bucket (member_game_hourly) unless it is an open
    --     sports round; win: the round's win and, when it closes it, status and closed_at, the
    --     closing win of an open sports round moving the round's stakes into the hour's bucket, the
    --     win into the bucket, a win of 50x (500x) the stake on the winner boards (catalog_winners);
    --     refund: the bet's rolled_back_by, the round's refund (cancelled when no bet is left) and
    --     the bet's hour bucket unless the sports round is not closed; the game transaction with
    --     its answer; a bet's or win's "details" (game_round_details).
    --
    -- Three calls or more go to game_wallet_set_batch(), which reads each table once and writes
    -- each once for the whole batch; one or two to game_wallet_calls(): the set statements cost
    -- about as much to start as two calls cost one by one (bench:wallet-instructions).
    begin
      if jsonb_array_length(p) <= 2 then
        return game_wallet_calls(p);
      end if;
      return game_wallet_set_batch(p);
    end $function$;
