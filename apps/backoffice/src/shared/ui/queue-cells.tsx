import type { MinorTotal } from '@gp/contracts';
import { TableCell } from '@gp/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateAndTime, formatDateTime } from '../format/format-date-time';
import { Money } from './money';

/**
 * When the row was made, in the UI language. The date and the time each stay whole but may go on
 * two lines, so a wide table gives up this column's width before it scrolls.
 */
export const TimeCell = ({ at }: { at: string }) => {
  const { i18n } = useTranslation();
  const parts = dateAndTime(at, i18n.language);
  return (
    <TableCell>
      <time dateTime={at}>
        {parts ? (
          <>
            <span className="whitespace-nowrap">{parts.date}</span> <span className="whitespace-nowrap">{parts.time}</span>
          </>
        ) : (
          formatDateTime(at, i18n.language)
        )}
      </time>
    </TableCell>
  );
};

/** An order number, left to right in a small monospace face. */
const OrderCell = ({ orderNo }: { orderNo: string }) => (
  <TableCell>
    <span dir="ltr" className="font-mono text-xs">
      {orderNo}
    </span>
  </TableCell>
);

/** A member account, left to right in monospace. */
export const AccountCell = ({ account }: { account: string }) => (
  <TableCell>
    <span dir="ltr" className="font-mono text-sm">
      {account}
    </span>
  </TableCell>
);

/** An amount in its own cell; `signed` colours credits and debits. */
export const AmountCell = ({
  minor,
  currency,
  signed = false,
  className,
  testId,
}: {
  minor: MinorTotal;
  currency: string;
  signed?: boolean;
  className?: string;
  testId?: string;
}) => (
  <TableCell>
    <Money minor={minor} currency={currency} signed={signed} className={className} testId={testId} />
  </TableCell>
);

/** The titles of the columns every order queue starts with: time, order, member. */
export const orderLeadColumns = (t: TFunction): string[] => [t('cashier.col.time'), t('cashier.col.order'), t('cashier.col.member')];

/** The cells under `orderLeadColumns`: when the order was made, its number and the member's account. */
export const OrderLeadCells = ({ createdAt, orderNo, account }: { createdAt: string; orderNo: string; account: string }) => (
  <>
    <TimeCell at={createdAt} />
    <OrderCell orderNo={orderNo} />
    <AccountCell account={account} />
  </>
);
