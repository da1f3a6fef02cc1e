import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MemberTransferResponse } from '@gp/contracts';
import { useRequestKey } from '../balances/use-request-key';
import { parseAmount } from '../deposit/parse-amount';
import { transferAmountProblem, type TransferLimits } from './transfer-amount-problem';

type SignedTransfer = { amount: number; paymentPassword: string; idempotencyKey: string };

/**
 * The state of a person-to-person transfer form (to the upline, or an agent's to a downline): the
 * amount and payment password, one idempotency key kept while the same transfer is retried and
 * renewed when it went through or the form changed, and the last transfer sent.
 */
export const useTransferForm = <Extra extends object>(options: {
  send: (body: Extra & SignedTransfer) => Promise<MemberTransferResponse>;
  limits: TransferLimits | undefined;
  /** After a transfer went through: refresh what it changed. */
  onSent: () => Promise<unknown>;
}) => {
  const [amountText, setAmountText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [sent, setSent] = useState<MemberTransferResponse | null>(null);
  const key = useRequestKey();

  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: async (result) => {
      key.renew();
      setAmountText('');
      setPaymentPassword('');
      setSent(result);
      await options.onSent();
    },
  });

  const amount = parseAmount(amountText);
  const problem = transferAmountProblem(amountText, amount, options.limits);
  const ready = amount !== null && !problem && paymentPassword !== '';

  const edit = (apply: () => void) => {
    key.renew();
    setSent(null);
    mutation.reset();
    apply();
  };

  const submit = (event: FormEvent, extra: Extra) => {
    event.preventDefault();
    if (!ready || amount === null || mutation.isPending) return;
    mutation.mutate({ ...extra, amount, paymentPassword, idempotencyKey: key.current() });
  };

  return {
    amountText,
    setAmountText: (text: string) => edit(() => setAmountText(text)),
    paymentPassword,
    setPaymentPassword: (text: string) => edit(() => setPaymentPassword(text)),
    problem,
    ready,
    sent,
    mutation,
    submit,
  };
};
