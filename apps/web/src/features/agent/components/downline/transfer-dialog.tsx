import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentTeamMember } from '@gp/contracts';
import { Alert, Button, Dialog } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { invalidateMoney } from '../../../cashier/queries/money-events';
import { PaymentPasswordEntry } from '../../../cashier/components/payment-password-entry';
import { transferDownline, transferUplineInfoQuery } from '../../../cashier/api/transfer-api';
import { useTransferForm } from '../../../cashier/components/transfer/use-transfer-form';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { agentKeys } from '../../queries/keys';
import { useAgentMoney } from '../shared/use-agent-money';

const amountProblemKey = { invalid: 'amountInvalid', range: 'amountRange', overBalance: 'overBalance' } as const;

/**
 * Sends money from the agent's main wallet to a direct downline (`POST /wps/agent/transferDownline`)
 * with the payment password. Limits, balance and whether a payment password is set come from the
 * member transfer info (the same limits as a transfer to the upline).
 */
export const TransferDialog = ({ member, onClose }: { member: AgentTeamMember; onClose: () => void }) => {
  const { t } = useTranslation('agent');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const info = useQuery(transferUplineInfoQuery(token));
  const money = useAgentMoney();
  const data = info.data;
  const form = useTransferForm<{ account: string }>({
    send: transferDownline,
    limits: data,
    onSent: () => Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: agentKeys.centre })]),
  });
  const amountError = form.problem && t(`transfer.${amountProblemKey[form.problem]}`, data ? { min: money(data.minAmount), max: money(data.maxAmount) } : {});
  const pending = form.mutation.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('transfer.title', { account: member.account })}
      description={data ? t('transfer.available', { amount: money(data.balance) }) : undefined}
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => form.submit(event, { account: member.account })} noValidate data-testid="agent-transfer-form">
        {info.error ? <ErrorBanner error={info.error} /> : null}
        {data && !data.paymentPasswordSet ? (
          <Alert tone="warning" data-testid="agent-transfer-needs-password">
            {t('transfer.needPaymentPassword')}
          </Alert>
        ) : null}
        <TextField
          label={t('transfer.amount')}
          hint={data ? t('transfer.amountRange', { min: money(data.minAmount), max: money(data.maxAmount) }) : undefined}
          inputMode="decimal"
          value={form.amountText}
          onChange={(e) => form.setAmountText(e.target.value)}
          error={amountError}
          required
          autoFocus
          data-testid="agent-transfer-amount"
        />
        <PaymentPasswordEntry
          label={t('transfer.paymentPassword')}
          value={form.paymentPassword}
          onChange={form.setPaymentPassword}
          testId="agent-transfer-password"
        />
        <ErrorBanner error={form.mutation.error} data-testid="agent-transfer-error" />
        {form.sent ? (
          <Alert tone="success" data-testid="agent-transfer-done">
            {t('transfer.done', { amount: money(form.sent.amount), to: form.sent.to })}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending} data-testid="agent-transfer-close">
            {form.sent ? t('common.close') : t('common.cancel')}
          </Button>
          <SubmitButton
            className="w-full sm:w-auto"
            busy={pending}
            disabled={!form.ready || data?.paymentPasswordSet === false}
            data-testid="agent-transfer-submit"
          >
            {t('transfer.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
};
