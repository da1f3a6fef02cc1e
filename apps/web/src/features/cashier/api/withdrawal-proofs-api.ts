import { api } from '../../../api/api-client';

/**
 * One proof image (1 to 3) of the member's own withdrawal dispute. It is served only with the
 * session token (never from a public address), which an <img> cannot send: fetched as bytes.
 */
export const fetchWithdrawalProof = async (id: number, index: number, signal?: AbortSignal): Promise<Blob> =>
  (await api.blob('/wps/withdraw/{id}/proofs/{index}', { params: { path: { id, index } }, signal })).blob;
