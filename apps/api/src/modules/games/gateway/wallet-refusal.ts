import type { VendorWalletResponse } from '@gp/contracts';
import { AppError } from '../../../lib/app-error';

/**
 * A refusal of a trusted in-process wallet call (the in-house games, the lottery) as the player's
 * error; the balance travels in the details where the wallet gave one.
 */
export const walletRefusalError = (response: Exclude<VendorWalletResponse, { status: 'OK' }>): AppError => {
  const details = response.balance === undefined ? undefined : { balance: response.balance };
  switch (response.status) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('INSUFFICIENT_FUNDS', { details });
    case 'LIMIT_EXCEEDED':
      // The player's own wager limit, or a credit past the currency's maximum balance.
      return new AppError(response.message === 'BALANCE_LIMIT' ? 'AMOUNT_LIMIT_EXCEEDED' : 'WAGER_LIMIT_EXCEEDED', { details });
    case 'GAME_NOT_FOUND':
      // The wallet refuses bets on a game or vendor in maintenance this way, naming it in the message.
      return new AppError(response.message === 'GAME_MAINTENANCE' ? 'GAME_MAINTENANCE' : 'GAME_NOT_FOUND');
    case 'PLAYER_BLOCKED':
    case 'PLAYER_NOT_FOUND':
      return new AppError('FORBIDDEN');
    case 'WRONG_CURRENCY':
    case 'INVALID_REQUEST':
      return new AppError('BET_AMOUNT_INVALID', { details: { reason: response.status } });
    default:
      return new AppError('INTERNAL_ERROR', { details: { wallet: response.status } });
  }
};
