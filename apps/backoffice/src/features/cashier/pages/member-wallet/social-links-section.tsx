import type { SocialLink } from '@gp/contracts';
import { Button, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { testIds } from '../../../../shared/test-ids';
import { CashierTable } from '../../../../shared/ui/cashier-table';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { fetchMemberSocialLinks, unlinkMemberSocial } from '../../api/member-social-api';
import { cashierKeys } from '../../queries/keys';

const ids = testIds.memberWallet;

/** The member's provider accounts linked for social sign-in, each with an unlink that asks why. */
export const SocialLinksSection = ({ memberId, account }: { memberId: number; account: string }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [unlinking, setUnlinking] = useState<SocialLink | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const links = useQuery({ queryKey: cashierKeys.memberWallet.socialLinks(memberId), queryFn: ({ signal }) => fetchMemberSocialLinks(memberId, signal) });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="social-links-heading" data-testid={ids.socialLinks}>
      <h2 id="social-links-heading" className="text-lg font-semibold">
        {t('memberWallet.socialLinks')}
      </h2>
      <FeedbackAlert feedback={feedback} />
      <ListState query={links} empty={links.data?.length === 0} emptyText={t('memberWallet.socialLinksNone')} emptyTestId={ids.socialLinksNone} />
      {links.data && links.data.length > 0 ? (
        <CashierTable caption={t('memberWallet.socialLinks')}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('memberWallet.col.provider')}</TableHeaderCell>
              <TableHeaderCell>{t('memberWallet.col.linkedAt')}</TableHeaderCell>
              <TableHeaderCell>
                <span className="sr-only">{t('memberWallet.unlink')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.data.map((link) => (
              <TableRow key={link.id} data-testid={ids.socialLinkRow}>
                <TableCell className="break-words">{link.providerName}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(link.linkedAt, i18n.language)}</TableCell>
                <TableCell className="text-end">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      setFeedback(null);
                      setUnlinking(link);
                    }}
                    data-testid={ids.socialUnlink}
                  >
                    {t('memberWallet.unlink')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </CashierTable>
      ) : null}
      {unlinking ? (
        <ReasonDialog
          title={t('memberWallet.unlinkTitle', { provider: unlinking.providerName, account })}
          description={t('memberWallet.unlinkHelp')}
          label={t('cashier.reason')}
          confirmLabel={t('memberWallet.unlink')}
          minLength={2}
          maxLength={200}
          testIds={{ text: ids.socialUnlinkReason, submit: ids.socialUnlinkConfirm }}
          onClose={() => setUnlinking(null)}
          onSubmit={async (reason) => {
            const remaining = await unlinkMemberSocial(memberId, unlinking.id, reason);
            client.setQueryData(cashierKeys.memberWallet.socialLinks(memberId), remaining);
            setFeedback({ tone: 'success', message: t('memberWallet.unlinked', { provider: unlinking.providerName }) });
            setUnlinking(null);
          }}
        />
      ) : null}
    </section>
  );
};
