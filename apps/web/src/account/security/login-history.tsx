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

/** The last 20 login attempts; the table scrolls inside its own box on a narrow screen. */
export const LoginHistory = ({ logins }: { logins: SecurityOverview['recentLogins'] }) => {
  const { t } = useTranslation();
  const when = useDateTime();
  if (logins.length === 0) return <p className="text-sm text-fg-muted">{t('site:nothingHere')}</p>;
  return (
    <div className="max-h-80 overflow-y-auto" data-testid="login-history">
      <Table caption={t('site:security.loginHistory')}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('site:security.time')}</TableHeaderCell>
            <TableHeaderCell>{t('site:security.ip')}</TableHeaderCell>
            <TableHeaderCell>{t('site:security.method')}</TableHeaderCell>
            <TableHeaderCell>{t('site:security.outcome')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
        </TableBody>
      </Table>
    </div>
  );
};

export const KnownIps = ({ ips }: { ips: SecurityOverview['knownIps'] }) => {
  const { t } = useTranslation();
  const when = useDateTime();
  if (ips.length === 0) return <p className="text-sm text-fg-muted">{t('site:nothingHere')}</p>;
  return (
    <div className="max-h-80 overflow-y-auto" data-testid="known-ips">
      <Table caption={t('site:security.knownIps')}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('site:security.ip')}</TableHeaderCell>
            <TableHeaderCell>{t('site:security.firstSeen')}</TableHeaderCell>
            <TableHeaderCell>{t('site:security.lastSeen')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ips.map((row) => (
            <TableRow key={row.ip}>
              <TableCell>
                <Ip ip={row.ip} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{when(row.firstSeenAt)}</TableCell>
              <TableCell className="whitespace-nowrap">{when(row.lastSeenAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};
