import type { BoMemberBonus } from '@gp/contracts';
import { Button, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { formatMoney } from '../../../shared/format/money';
import { FeedbackAlert, type Feedback } from '../../../shared/ui/feedback';
import { ListState } from '../../../shared/ui/list-state';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { fetchMemberBonuses, forfeitWagering, waiveWagering } from '../promotions-admin-api';
import { promotionsAdminKeys } from '../promotions-admin-keys';
import { canDecideWagering, canReadMemberBonuses } from '../promotions-admin-permissions';
import { promotionsAdminTestIds } from '../promotions-admin-test-ids';

const ids = promotionsAdminTestIds.bonuses;

const tones: Record<string, StatusTone> = { active: 'waiting', met: 'good', waived: 'neutral', forfeited: 'bad', none: 'neutral' };

type Deciding = { bonus: BoMemberBonus; action: 'waive' | 'forfeit' };

/** A member's paid bonuses with their wagering, in the member's detail; finance may waive or forfeit an active one. */
export const MemberBonusesSection = ({ memberId }: { memberId: number }) => {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canReadMemberBonuses(roles);
  const canDecide = canDecideWagering(roles);
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: promotionsAdminKeys.bonuses(memberId),
    queryFn: ({ signal }) => fetchMemberBonuses(memberId, signal),
    enabled: allowed,
  });
  if (!allowed) return null;
  const rows = list.data?.list ?? [];
  const money = (b: BoMemberBonus, minor: number) => formatMoney(minor, b.currency, i18n.language);

  const decide = async (reason: string) => {
    if (!deciding) return;
    const { bonus, action } = deciding;
    const id = bonus.requirementId ?? 0;
    const result = action === 'waive' ? await waiveWagering(id, reason) : await forfeitWagering(id, reason);
    setDeciding(null);
    setFeedback({
      tone: 'success',
      message: action === 'waive' ? t('memberBonuses.waived') : t('memberBonuses.forfeited', { amount: money(bonus, result.reversedAmount) }),
    });
    await client.invalidateQueries({ queryKey: promotionsAdminKeys.bonuses(memberId) });
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby="member-bonuses-heading" data-testid={ids.section}>
      <h3 id="member-bonuses-heading" className="text-lg font-semibold">
        {t('memberBonuses.title')}
      </h3>
      <FeedbackAlert feedback={feedback} />
      <ListState query={list} empty={rows.length === 0} emptyText={t('memberBonuses.empty')} emptyTestId={ids.empty} />
      {rows.length > 0 ? (
        <Table caption={t('memberBonuses.title')}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('cashier.col.time')}</TableHeaderCell>
              <TableHeaderCell>{t('memberBonuses.col.promotion')}</TableHeaderCell>
              <TableHeaderCell>{t('cashier.col.amount')}</TableHeaderCell>
              <TableHeaderCell>{t('memberBonuses.col.turnover')}</TableHeaderCell>
              <TableHeaderCell>{t('cashier.col.status')}</TableHeaderCell>
              {canDecide ? (
                <TableHeaderCell>
                  <span className="sr-only">{t('content.actions')}</span>
                </TableHeaderCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((b) => {
              const status = b.wageringStatus ?? 'none';
              return (
                <TableRow key={b.journalId} data-testid={ids.row} data-requirement={b.requirementId ?? undefined} data-status={status}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(b.createdAt, i18n.language)}</TableCell>
                  <TableCell className="max-w-64 break-words">{b.promotionTitle ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{money(b, b.amount)}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{money(b, b.turnoverRequired)}</TableCell>
                  <TableCell>
                    <StatusBadge tone={tones[status] ?? 'neutral'} label={t(`memberBonuses.status.${status}`)} />
                    {b.forfeitedAmount !== null ? (
                      <span className="ms-2 text-xs text-fg-muted">{t('memberBonuses.takenBack', { amount: money(b, b.forfeitedAmount) })}</span>
                    ) : null}
                  </TableCell>
                  {canDecide ? (
                    <TableCell>
                      {status === 'active' ? (
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" variant="secondary" onClick={() => setDeciding({ bonus: b, action: 'waive' })} data-testid={ids.waive}>
                            {t('memberBonuses.waive')}
                          </Button>
                          <Button size="sm" variant="danger" onClick={() => setDeciding({ bonus: b, action: 'forfeit' })} data-testid={ids.forfeit}>
                            {t('memberBonuses.forfeit')}
                          </Button>
                        </div>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
      {deciding ? (
        <ReasonDialog
          title={deciding.action === 'waive' ? t('memberBonuses.waiveTitle') : t('memberBonuses.forfeitTitle')}
          description={
            deciding.action === 'waive'
              ? t('memberBonuses.waiveBody')
              : t('memberBonuses.forfeitBody', { amount: money(deciding.bonus, deciding.bonus.amount) })
          }
          label={t('cashier.reason')}
          confirmLabel={deciding.action === 'waive' ? t('memberBonuses.waive') : t('memberBonuses.forfeit')}
          minLength={1}
          maxLength={500}
          tone={deciding.action === 'waive' ? 'primary' : 'danger'}
          onSubmit={decide}
          onClose={() => setDeciding(null)}
          testIds={{ text: ids.reason, submit: ids.confirm }}
        />
      ) : null}
    </section>
  );
};
