import { vendorBatchRequest, vendorWalletRequests, vendorWalletRequestsV11, type VendorWalletApiVersion } from '@gp/contracts';
import { compileWalletBody } from './wallet-body-validator';

type Requests = typeof vendorWalletRequests | typeof vendorWalletRequestsV11;
type Compiled<R extends Requests> = { [A in keyof R]: ReturnType<typeof compileWalletBody<R[A] & Parameters<typeof compileWalletBody>[0]>> };

const compileAll = <R extends Requests>(requests: R): Compiled<R> =>
  Object.fromEntries(Object.entries(requests).map(([action, schema]) => [action, compileWalletBody(schema)])) as Compiled<R>;

// Compiled when the module loads, once per process: the schemas of packages/contracts stay the definition.
const v10 = compileAll(vendorWalletRequests);
const v11 = compileAll(vendorWalletRequestsV11);

/** The compiled body checks of a protocol version (as `vendorWalletRequestsOf`, answering as its zod schemas do). */
export const walletBodiesOf = (version: VendorWalletApiVersion) => (version === '1.1' ? v11 : v10);

/** The compiled check of a v1.1 batch's envelope. */
export const walletBatchEnvelope = compileWalletBody(vendorBatchRequest);
