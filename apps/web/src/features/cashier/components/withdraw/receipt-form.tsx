import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@gp/contracts';
import { maxProofImages } from '@gp/contracts';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { invalidateMoney } from '../../queries/money-events';
import { parseAmount } from '../deposit/parse-amount';
import { confirmReceipt, type ReceiptInput } from '../../api/withdraw-api';
import { cashierKeys } from '../../queries/keys';

type Kind = ReceiptInput['kind'];
const kinds: Kind[] = ['full', 'partial', 'notReceived'];
const maxProofBytes = 5 * 1024 * 1024;
const allowedTypes = ['image/png', 'image/jpeg'];

/**
 * After a payout: did the money arrive in full, in part (how much, with 1 to 3 proof images) or not
 * at all (with proof)? The checks here only spare a round trip; the server reads the bytes and decides.
 */
export const ReceiptForm = ({ item, money }: { item: Withdrawal; money: (minor: number) => string }) => {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('full');
  const [receivedText, setReceivedText] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: ReceiptInput) => confirmReceipt(item.id, input),
    onSuccess: async () => {
      await Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: cashierKeys.withdraw })]);
    },
  });
  const received = parseAmount(receivedText);
  const receivedError =
    kind === 'partial' && receivedText !== '' && (received === null || received <= 0 || received >= item.amount)
      ? t('cashier:withdraw.receivedInvalid', { amount: money(item.amount) })
      : undefined;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setProblem(null);
    if (files.length > maxProofImages) return setProblem(t('cashier:withdraw.proofTooMany', { max: maxProofImages }));
    if (files.some((f) => !allowedTypes.includes(f.type))) return setProblem(t('cashier:withdraw.proofTypeInvalid'));
    if (files.some((f) => f.size >= maxProofBytes)) return setProblem(t('cashier:withdraw.proofTooLarge'));
    setProofs(files);
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind !== 'full' && proofs.length === 0) return setProblem(t('cashier:withdraw.proofRequired'));
    if (kind === 'partial' && (received === null || receivedError)) return undefined;
    send.mutate({ kind, ...(kind === 'partial' && received !== null ? { receivedAmount: received } : {}), proofs: kind === 'full' ? [] : proofs });
    return undefined;
  };

  return (
    <form className="mt-3 flex flex-col gap-3 border-t border-border pt-3" onSubmit={submit} noValidate data-testid={`withdraw-receipt-form-${item.id}`}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('cashier:withdraw.receiptQuestion')}</legend>
        {kinds.map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setProblem(null);
                send.reset();
              }}
              className="size-4 accent-primary"
              data-testid={`withdraw-receipt-kind-${k}`}
            />
            {t(`cashier:withdraw.receiptKind.${k}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'partial' ? (
        <TextField
          label={t('cashier:withdraw.receivedAmount')}
          value={receivedText}
          onChange={(e) => setReceivedText(e.target.value)}
          inputMode="decimal"
          error={receivedError}
          required
          data-testid={`withdraw-received-${item.id}`}
        />
      ) : null}
      {kind !== 'full' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-proofs`} className="text-sm font-medium">
            {t('cashier:withdraw.proofs')}
          </label>
          <input
            id={`${id}-proofs`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={choose}
            aria-describedby={`${id}-proofs-hint`}
            className="text-sm file:me-3 file:rounded-md file:border file:border-border-strong file:bg-surface file:px-3 file:py-2 file:text-fg"
            data-testid={`withdraw-proofs-${item.id}`}
          />
          <p id={`${id}-proofs-hint`} className="text-sm text-fg-muted">
            {t('cashier:withdraw.proofsHint', { max: maxProofImages })}
          </p>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid={`withdraw-receipt-problem-${item.id}`}>
          {problem}
        </p>
      ) : null}
      <ErrorBanner error={send.error} data-testid={`withdraw-receipt-error-${item.id}`} />
      <SubmitButton busy={send.isPending} className="self-start" data-testid={`withdraw-receipt-submit-${item.id}`}>
        {t('cashier:withdraw.confirmReceipt')}
      </SubmitButton>
    </form>
  );
};
