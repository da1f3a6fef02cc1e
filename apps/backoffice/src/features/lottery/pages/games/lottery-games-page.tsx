import type { LotteryAdminGame } from '@gp/contracts';
import { Button, Card, TableCell, TableRow } from '@gp/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { useLotteryFormat } from '../../components/lottery-format';
import { canManageLottery, canUseLottery } from '../../lottery-permissions';
import { lotteryTestIds } from '../../lottery-test-ids';
import { useLotteryGames } from '../../queries/use-lottery-games';
import { GameEditor } from './game-editor';
import { TermsEditor } from './terms-editor';

const ids = lotteryTestIds.games;

type Editing = { kind: 'game' | 'terms'; game: LotteryAdminGame } | null;

/** The lottery games: family, prize mode, availability and limits; operators edit settings, calendar and terms. */
export const LotteryGamesPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canUseLottery(roles);
  const manage = canManageLottery(roles);
  const games = useLotteryGames(allowed);
  const format = useLotteryFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const editorRef = useRef<HTMLDivElement>(null);

  const header = <PageHeader title={t('lottery.games.title')} description={t('lottery.games.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const open = (kind: 'game' | 'terms', game: LotteryAdminGame) => {
    setFeedback(null);
    setEditing({ kind, game });
    // The editor opens above the list: bring it into view and put focus on its first field.
    requestAnimationFrame(() => {
      editorRef.current?.scrollIntoView({ block: 'start' });
      editorRef.current?.querySelector<HTMLElement>('input:not([disabled]), select, textarea')?.focus();
    });
  };
  const close = (message?: string) => {
    setEditing(null);
    if (message) setFeedback({ tone: 'success', message });
  };
  const limit = (minor: number | null) => (minor === null ? t('lottery.games.noLimit') : format.minor(minor));

  return (
    <>
      {header}
      <div className="flex flex-col gap-6">
        <FeedbackAlert feedback={feedback} />
        {editing ? (
          <div ref={editorRef}>
            {editing.kind === 'game' ? (
              <GameEditor key={editing.game.gameCode} game={editing.game} onDone={close} onCancel={() => close()} />
            ) : (
              <TermsEditor key={editing.game.gameCode} game={editing.game} onDone={close} onCancel={() => close()} />
            )}
          </div>
        ) : null}
        <Card>
          <ListState query={games} empty={(games.data ?? []).length === 0} emptyText={t('lottery.games.empty')} emptyTestId={ids.empty} />
          {games.data && games.data.length > 0 ? (
            <HeadedTable
              caption={t('lottery.games.title')}
              testId={ids.table}
              stickyActions={manage}
              columns={[
                t('lottery.col.game'),
                t('lottery.col.family'),
                t('lottery.col.prizeMode'),
                t('lottery.col.enabled'),
                t('lottery.col.stakes'),
                t('lottery.col.numberLimit'),
                t('lottery.col.memberDrawLimit'),
                t('lottery.col.close'),
                t('lottery.col.termsVersion'),
                ...(manage ? [t('lottery.col.actions')] : []),
              ]}
            >
              {games.data.map((game) => (
                <TableRow key={game.gameCode} data-testid={ids.row} data-code={game.gameCode}>
                  <TableCell>
                    <span className="block font-medium" dir="ltr">
                      {game.gameCode}
                    </span>
                    <span className="block text-xs text-fg-muted">{game.menuGroup}</span>
                  </TableCell>
                  <TableCell>{t(`lottery.family.${game.family}`)}</TableCell>
                  <TableCell>
                    <code dir="ltr">{game.prizeMode}</code>
                  </TableCell>
                  <TableCell>
                    <StatusBadge tone={game.enabled ? 'good' : 'neutral'} label={game.enabled ? t('lottery.games.on') : t('lottery.games.off')} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums" dir="ltr">
                    {format.minor(game.minStake)} – {format.minor(game.maxStake)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{limit(game.numberLimit)}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{limit(game.memberDrawLimit)}</TableCell>
                  <TableCell className="whitespace-nowrap">{t('lottery.games.closeBefore', { seconds: game.closeBeforeSeconds })}</TableCell>
                  <TableCell>{game.termsVersion ?? '–'}</TableCell>
                  {manage ? (
                    <TableCell>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => open('game', game)}
                          data-testid={ids.edit}
                          aria-label={t('lottery.games.editOf', { code: game.gameCode })}
                        >
                          {t('lottery.games.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => open('terms', game)}
                          data-testid={ids.terms}
                          aria-label={t('lottery.games.termsOf', { code: game.gameCode })}
                        >
                          {t('lottery.games.terms')}
                        </Button>
                      </div>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </HeadedTable>
          ) : null}
        </Card>
      </div>
    </>
  );
};
