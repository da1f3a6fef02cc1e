import type { BoDeposit } from '@gp/contracts';
import { Alert, Button, Dialog, Spinner } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { fetchDepositProof } from '../../api/payments-api';
import { cashierKeys } from '../../queries/keys';

const ids = testIds.deposits;

/** The player's proof images of a manual transfer, fetched with the staff token and shown full width. */
export const ProofViewer = ({ deposit, onClose }: { deposit: BoDeposit; onClose: () => void }) => {
  const { t } = useTranslation();
  const proofs = useQuery({
    queryKey: cashierKeys.depositProofs(deposit.id),
    queryFn: async ({ signal }) => Promise.all(deposit.proofs.map((p) => fetchDepositProof(deposit.id, p.index, signal))),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const urls = useMemo(() => (proofs.data ?? []).map((blob) => URL.createObjectURL(blob)), [proofs.data]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('deposits.proofsTitle', { orderNo: deposit.orderNo })}
      className="max-w-3xl"
      actions={
        <Button variant="secondary" onClick={onClose} data-testid={ids.proofsClose}>
          {t('deposits.close')}
        </Button>
      }
    >
      {proofs.isPending ? <Spinner label={t('common.loading')} /> : null}
      {proofs.isError ? <Alert tone="danger">{proofs.error.message}</Alert> : null}
      <div className="flex flex-col gap-4" data-testid={ids.proofs}>
        {urls.map((url, i) => (
          <img
            key={url}
            src={url}
            alt={t('deposits.proofAlt', { n: i + 1, orderNo: deposit.orderNo })}
            className="h-auto max-w-full rounded-md border border-border"
            data-testid={ids.proofImage}
          />
        ))}
      </div>
    </Dialog>
  );
};
