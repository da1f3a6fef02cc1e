import type { VerifyInput } from '../components/verify/verify-outcome';

/** What the public verifier is asked: a stored bet by its id, or an outcome from raw inputs. */
export type VerifyRequest = { betId: string } | VerifyInput;

/** The verify endpoint's query values: the bet id, or the game, seeds, nonce and the game's parameters. */
export const verifyParams = (request: VerifyRequest) => {
  if ('betId' in request) return { betId: request.betId };
  const { game, ...params } = request.params;
  return { game, serverSeed: request.serverSeed, clientSeed: request.clientSeed, nonce: request.nonce, ...params };
};
