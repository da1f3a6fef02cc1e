import { useRouterState } from '@tanstack/react-router';
import { useSessionToken } from '../../features/account/components/session/use-session-token';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { OrderStatus } from './order-status';

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
