import { useRouterState } from '@tanstack/react-router';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { DepositForm } from '../components/deposit/deposit-form';
import { DepositHistory } from '../components/deposit/deposit-history';
import { OrderStatus } from '../components/deposit/order-status';

/** depositv2: back from a payment page (`?order=`) the order's status first, then the form and the history. */
export const DepositPage = () => {
  const token = useSessionToken();
  // The member route keeps only `page` in its typed search; the return link's order number is read raw.
  const orderNo = useRouterState({ select: (s) => new URLSearchParams(s.location.searchStr).get('order') });
  return (
    <div className="flex flex-col gap-6" data-testid="deposit-page">
      {orderNo ? <OrderStatus key={orderNo} token={token} orderNo={orderNo} /> : null}
      <DepositForm token={token} />
      <DepositHistory token={token} />
    </div>
  );
};
