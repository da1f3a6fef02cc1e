import { fairFloats, type FairInput, type HmacSha256 } from './fair';
import { bgsOutcome, floatsNeeded, type BgsOutcome, type BgsParams } from './outcomes';

/**
 * The whole chain, as the public verifier runs it: seeds -> HMAC rounds -> floats -> outcome.
 * The browser passes `webCryptoHmacSha256`; the server its node:crypto HMAC.
 */
export const recomputeOutcome = async (hmac: HmacSha256, input: FairInput, params: BgsParams): Promise<BgsOutcome> =>
  bgsOutcome(params, await fairFloats(hmac, input, floatsNeeded(params)));
