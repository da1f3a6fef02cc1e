import type { BoWithdrawalDispute } from '@gp/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { fetchDisputeProof } from '../../api/withdrawals-api';
import { cashierKeys } from '../../queries/keys';

const ids = testIds.disputes;

/**
 * A dispute's proof images as thumbnails that open full size. The API serves them only with the
 * staff token, which an <img> cannot send, so they are fetched and shown from object URLs.
 */
export const DisputeProofs = ({ dispute }: { dispute: BoWithdrawalDispute }) => {
  const { t } = useTranslation();
  const proofs = useQuery({
    queryKey: cashierKeys.disputeProofs(dispute.id),
    // The server lists proof n at /bo/withdrawal-disputes/{id}/proofs/{n}, counted from 1.
    queryFn: async ({ signal }) => Promise.all(dispute.proofUrls.map((_url, i) => fetchDisputeProof(dispute.id, i + 1, signal))),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: dispute.proofUrls.length > 0,
  });
  const urls = useMemo(() => (proofs.data ?? []).map((blob) => URL.createObjectURL(blob)), [proofs.data]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  if (dispute.proofUrls.length === 0) return <>—</>;
  if (proofs.isError) return <span className="text-sm text-danger">{proofs.error.message}</span>;
  return (
    <>
      {urls.map((url, i) => (
        <a
          key={url}
          href={url}
          target="_blank"
          rel="noreferrer"
          className="block rounded-md border border-border focus-visible:outline-2"
          data-testid={ids.proofLink}
        >
          <img src={url} alt={t('disputes.proofAlt', { n: i + 1, orderNo: dispute.orderNo })} className="size-20 max-w-none rounded-md object-cover" />
        </a>
      ))}
    </>
  );
};
