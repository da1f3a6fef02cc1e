import type { Withdrawal } from '@gp/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cashierKeys } from '../../queries/keys';
import { fetchWithdrawalProof } from '../../api/withdrawal-proofs-api';

/** The proof images the member sent with a disputed receipt, as thumbnails that open full size. */
export const WithdrawalProofs = ({ item }: { item: Withdrawal }) => {
  const { t } = useTranslation();
  const proofs = useQuery({
    queryKey: cashierKeys.withdrawalProofs(item.id, item.proofUrls),
    // The list gives one address per proof; the document names them by withdrawal and 1-based index.
    queryFn: async ({ signal }) => Promise.all(item.proofUrls.map((_path, i) => fetchWithdrawalProof(item.id, i + 1, signal))),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: item.proofUrls.length > 0,
  });
  const urls = useMemo(() => (proofs.data ?? []).map((blob) => URL.createObjectURL(blob)), [proofs.data]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  if (item.proofUrls.length === 0) return null;
  if (proofs.isError) return <p className="text-sm text-danger">{proofs.error.message}</p>;
  return (
    <div className="mt-2 flex flex-col gap-1">
      <p className="text-sm text-fg-muted">{t('cashier:withdraw.proofsSent')}</p>
      <div className="flex flex-wrap gap-2" data-testid={`withdrawal-proofs-${item.orderNo}`}>
        {proofs.isPending
          ? item.proofUrls.map((path) => <div key={path} className="size-20 animate-pulse rounded-md bg-muted" aria-busy="true" />)
          : urls.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer" className="block rounded-md border border-border focus-visible:outline-2">
                <img
                  src={url}
                  alt={t('cashier:withdraw.proofAlt', { n: i + 1, orderNo: item.orderNo })}
                  className="size-20 max-w-none rounded-md object-cover"
                />
              </a>
            ))}
      </div>
    </div>
  );
};
