import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@gp/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';

const useDateTime = () => {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
};

/** An address reads left to right whatever the page direction. */
const Ip = ({ ip }: { ip: string }) => (
  <span dir="ltr" className="font-mono">
    {ip}
  </span>
);

/** A short record: "nothing here" when empty, else a captioned table that scrolls inside its own box on a narrow screen. */
type RecordTableProps = { empty: boolean; caption: string; columns: string[]; testId: string; children: ReactNode };

const RecordTable = ({ empty, caption, columns, testId, children }: RecordTableProps) => {
  const { t } = useTranslation();
  if (empty) return <p className="text-sm text-fg-muted">{t('site:nothingHere')}</p>;
  return (
    <div className="max-h-80 overflow-y-auto" data-testid={testId}>
      <Table caption={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableHeaderCell key={`${index}-${column}`}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
};

/** The last 20 login attempts; the table scrolls inside its own box on a narrow screen. */
export const LoginHistory = ({ logins }: { logins: SecurityOverview['recentLogins'] }) => {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <RecordTable
      empty={logins.length === 0}
      caption={t('site:security.loginHistory')}
      columns={[t('site:security.time'), t('site:security.ip'), t('site:security.method'), t('site:security.outcome')]}
      testId="login-history"
    >
      {logins.map((login, index) => (
        <TableRow key={`${login.at}-${index}`}>
          <TableCell className="whitespace-nowrap">{when(login.at)}</TableCell>
          <TableCell>
            <Ip ip={login.ip} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{t(`site:security.method_${login.method}`, { defaultValue: login.method })}</TableCell>
          <TableCell className="whitespace-nowrap">{t(`site:security.outcome_${login.outcome}`, { defaultValue: login.outcome })}</TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
};

export const KnownIps = ({ ips }: { ips: SecurityOverview['knownIps'] }) => {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <RecordTable
      empty={ips.length === 0}
      caption={t('site:security.knownIps')}
      columns={[t('site:security.ip'), t('site:security.firstSeen'), t('site:security.lastSeen')]}
      testId="known-ips"
    >
      {ips.map((row) => (
        <TableRow key={row.ip}>
          <TableCell>
            <Ip ip={row.ip} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{when(row.firstSeenAt)}</TableCell>
          <TableCell className="whitespace-nowrap">{when(row.lastSeenAt)}</TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
};
