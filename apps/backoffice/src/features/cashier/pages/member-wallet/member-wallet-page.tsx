import type { BoMemberSummary } from '@gp/contracts';
import { Button, Card } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditPromotionProfile, canLookUpMembers, canManageSocialLinks, canUseCashier } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { testIds } from '../../../../shared/test-ids';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { fetchMemberWallet } from '../../api/cashier-api';
import { cashierKeys } from '../../queries/keys';
import { AdjustmentCreateDialog } from '../adjustments/adjustment-create-dialog';
import { LedgerTable } from './ledger-table';
import { MemberSearch } from './member-search';
import { SocialLinksSection } from './social-links-section';
import { PromotionProfileSection } from './promotion-profile-section';
import { MemberBonusesSection } from '../../../promotions/bonuses/member-bonuses-section';
import { WalletBalances } from './wallet-balances';

const ids = testIds.memberWallet;

/** A member's wallets and every ledger movement on them (where the money went), and for support the linked sign-in identities. */
export const MemberWalletPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canLookUpMembers(roles);
  const canAdjust = canUseCashier(roles);
  const canUnlink = canManageSocialLinks(roles);
  const canEditProfile = canEditPromotionProfile(roles);
  const client = useQueryClient();
  const [member, setMember] = useState<BoMemberSummary | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const wallet = useQuery({
    queryKey: cashierKeys.memberWallet.wallet(member?.id ?? 0),
    queryFn: ({ signal }) => fetchMemberWallet(member?.id ?? 0, signal),
    enabled: allowed && member !== null,
  });

  const header = <PageHeader title={t('memberWallet.title')} description={t('memberWallet.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  return (
    <>
      {header}
      <div className="flex flex-col gap-4">
        <Card>
          <MemberSearch
            selectedId={member?.id ?? null}
            onSelect={(m) => {
              setMember(m);
              setFeedback(null);
            }}
          />
        </Card>
        {member ? (
          <Card>
            <div className="flex flex-col gap-4" data-testid={ids.panel} data-member-id={member.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="break-all text-xl font-semibold" dir="ltr">
                    {member.account}
                  </h2>
                  <p className="text-sm text-fg-muted">
                    {t(`memberWallet.kind.${member.kind}`)} · {t('memberWallet.memberId', { id: member.id })}
                    {member.realName ? ` · ${member.realName}` : ''}
                  </p>
                </div>
                {canAdjust ? (
                  <Button variant="secondary" onClick={() => setAdjusting(true)} data-testid={ids.adjust}>
                    {t('memberWallet.adjust')}
                  </Button>
                ) : null}
              </div>
              <FeedbackAlert feedback={feedback} />
              <ListState query={wallet} empty={false} emptyText="" emptyTestId={ids.panel} />
              {wallet.data ? <WalletBalances wallet={wallet.data} /> : null}
              {canUnlink ? <SocialLinksSection key={member.id} memberId={member.id} account={member.account} /> : null}
              {canEditProfile ? <PromotionProfileSection key={`profile-${member.id}`} memberId={member.id} /> : null}
              <MemberBonusesSection key={`bonuses-${member.id}`} memberId={member.id} />
              {wallet.data ? <LedgerTable memberId={member.id} currency={wallet.data.currency} /> : null}
            </div>
          </Card>
        ) : null}
      </div>
      {adjusting && member ? (
        <AdjustmentCreateDialog
          memberAccount={member.account}
          onClose={() => setAdjusting(false)}
          onCreated={(a) => {
            setAdjusting(false);
            setFeedback({ tone: 'success', message: a.status === 'pending' ? t('adjustments.createdPending') : t('adjustments.createdPosted') });
            void client.invalidateQueries({ queryKey: cashierKeys.memberWallet.member(member.id) });
            void client.invalidateQueries({ queryKey: cashierKeys.adjustments.all });
          }}
        />
      ) : null}
    </>
  );
};
