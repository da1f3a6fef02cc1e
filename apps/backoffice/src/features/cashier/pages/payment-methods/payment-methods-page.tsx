import type { BoPaymentMethod, BoPaymentMethodCreate, BoPaymentMethodUpdate } from '@gp/contracts';
import { Button, Card, Switch, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseCashier } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { testIds } from '../../../../shared/test-ids';
import { CashierTable } from '../../../../shared/ui/cashier-table';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { Money } from '../../../../shared/ui/money';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { useMerchantCurrency } from '../../../settings/queries/use-merchant-currency';
import { createPaymentMethod, fetchPaymentMethods, updatePaymentMethod } from '../../api/payments-api';
import { cashierKeys } from '../../queries/keys';
import { PaymentMethodForm } from './payment-method-form';

const ids = testIds.paymentMethods;

/** Deposit methods: manual bank transfer or a gateway provider, each with minimum, maximum and an on/off switch. */
export const PaymentMethodsPage = () => {
  const { t } = useTranslation();
  const allowed = canUseCashier(useStaffRoles());
  const currency = useMerchantCurrency();
  const client = useQueryClient();
  const list = useQuery({ queryKey: cashierKeys.paymentMethods, queryFn: ({ signal }) => fetchPaymentMethods(signal), enabled: allowed });
  const [editing, setEditing] = useState<BoPaymentMethod | 'new' | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (method: BoPaymentMethod, enabled: boolean) => {
    setBusyId(method.id);
    setFeedback(null);
    try {
      await updatePaymentMethod(method.id, { enabled });
      setFeedback({
        tone: 'success',
        message: enabled ? t('paymentMethods.enabledNow', { name: method.name }) : t('paymentMethods.disabledNow', { name: method.name }),
      });
      await client.invalidateQueries({ queryKey: cashierKeys.paymentMethods });
    } catch (error) {
      setFeedback({ tone: 'danger', message: error instanceof Error ? error.message : t('error.unexpected') });
    } finally {
      setBusyId(null);
    }
  };

  const header = (
    <PageHeader
      title={t('paymentMethods.title')}
      description={t('paymentMethods.description')}
      actions={
        allowed ? (
          <Button onClick={() => setEditing('new')} data-testid={ids.create}>
            {t('paymentMethods.create')}
          </Button>
        ) : null
      }
    />
  );
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  const methods = list.data?.list ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <FeedbackAlert feedback={feedback} />
          <ListState query={list} empty={methods.length === 0} emptyText={t('paymentMethods.empty')} emptyTestId={ids.empty} />
          {methods.length > 0 ? (
            <CashierTable caption={t('paymentMethods.title')} data-testid={ids.table} stickyActions>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('paymentMethods.field.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('paymentMethods.field.kind')}</TableHeaderCell>
                  <TableHeaderCell>{t('paymentMethods.col.limits')}</TableHeaderCell>
                  <TableHeaderCell>{t('paymentMethods.field.enabled')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier.col.actions')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {methods.map((m) => (
                  <TableRow key={m.id} data-testid={ids.row} data-code={m.code}>
                    <TableCell>
                      {m.name}
                      <span dir="ltr" className="block font-mono text-xs text-fg-muted">
                        {m.code}
                      </span>
                    </TableCell>
                    <TableCell>
                      {t(`paymentMethods.kind.${m.kind}`)}
                      {m.kind === 'gateway' ? (
                        <span dir="ltr" className="block font-mono text-xs text-fg-muted">
                          {m.providerCode}
                        </span>
                      ) : null}
                      {m.kind === 'manual_bank' && m.bankName ? <span className="block text-xs text-fg-muted">{m.bankName}</span> : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <Money minor={m.minAmount} currency={currency} /> – <Money minor={m.maxAmount} currency={currency} />
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={m.enabled}
                        disabled={busyId === m.id}
                        aria-label={t('paymentMethods.enabledOf', { name: m.name })}
                        onCheckedChange={(on) => void toggle(m, on)}
                        data-testid={ids.enabled}
                      />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(m)}
                        aria-label={t('paymentMethods.editOf', { name: m.name })}
                        data-testid={ids.edit}
                      >
                        {t('paymentMethods.edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </CashierTable>
          ) : null}
        </div>
      </Card>
      {editing ? (
        <PaymentMethodForm
          key={editing === 'new' ? 'new' : editing.id}
          method={editing === 'new' ? null : editing}
          providers={list.data?.providers ?? []}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            if (editing === 'new') await createPaymentMethod(values as BoPaymentMethodCreate);
            else await updatePaymentMethod(editing.id, values as BoPaymentMethodUpdate);
            setFeedback({ tone: 'success', message: editing === 'new' ? t('paymentMethods.created') : t('paymentMethods.saved') });
            setEditing(null);
            await client.invalidateQueries({ queryKey: cashierKeys.paymentMethods });
          }}
        />
      ) : null}
    </>
  );
};
