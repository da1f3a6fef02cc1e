import type { LotteryAdminDraw } from '@gp/contracts';
import { Button, Card } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../../../app/session/use-staff';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { closeLotteryDraw, fetchLotteryDraw, voidLotteryDraw } from '../../api/lottery-api';
import { useLotteryFormat } from '../../components/lottery-format';
import { SheetView } from '../../components/sheet-view';
import { drawStateTone, resultOpenStates, unvoidableStates } from '../../lottery-labels';
import { canManageLottery, canUseLottery } from '../../lottery-permissions';
import { sheetLayoutOf } from '../../lottery-sheet';
import { lotteryTestIds } from '../../lottery-test-ids';
import { lotteryKeys } from '../../queries/keys';
import { useLotteryGames } from '../../queries/use-lottery-games';
import { ExposurePanel } from './exposure-panel';
import { ResultEntries } from './result-entries';
import { ResultEntryForm } from './result-entry-form';

const ids = lotteryTestIds.draw;

/** One draw: times, state and figures, the e-lottery seed, its result and result entries (four eyes), exposure, void. */
export const LotteryDrawPage = () => {
  const { t } = useTranslation();
  const { drawId = '' } = useParams({ strict: false });
  const roles = useStaffRoles();
  const allowed = canUseLottery(roles);
  const manage = canManageLottery(roles);
  const me = useStaff().data;
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [voiding, setVoiding] = useState(false);
  const [closing, setClosing] = useState(false);
  const detail = useQuery({ queryKey: lotteryKeys.draw(drawId), queryFn: ({ signal }) => fetchLotteryDraw(drawId, signal), enabled: allowed && drawId !== '' });
  const games = useLotteryGames(allowed);

  const draw = detail.data?.draw;
  const header = (
    <PageHeader
      title={draw ? t('lottery.draw.title', { key: draw.drawKey }) : t('lottery.draws.title')}
      description={draw ? t('lottery.draw.description', { game: draw.gameCode }) : undefined}
      actions={
        <Link to="/lottery/draws" className="inline-flex min-h-11 items-center text-primary underline-offset-2 hover:underline">
          {t('lottery.draw.back')}
        </Link>
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

  const refresh = async (message: string) => {
    setFeedback({ tone: 'success', message });
    await queryClient.invalidateQueries({ queryKey: lotteryKeys.draw(drawId) });
    await queryClient.invalidateQueries({ queryKey: lotteryKeys.draws.all });
    await queryClient.invalidateQueries({ queryKey: lotteryKeys.exposure(drawId) });
  };

  const game = games.data?.find((g) => g.gameCode === draw?.gameCode);
  const layout = game ? sheetLayoutOf(game.family, game.schedule) : null;
  const entries = detail.data?.entries ?? [];
  const waiting = entries.some((e) => e.status === 'pending');
  const resultOpen = draw ? resultOpenStates.includes(draw.status) : false;

  return (
    <>
      {header}
      <div className="flex flex-col gap-6" data-testid={ids.page}>
        <ListState query={detail} empty={false} emptyText="" emptyTestId="" />
        <FeedbackAlert feedback={feedback} />
        {draw ? (
          <>
            <DrawFigures draw={draw} />
            {draw.result ? (
              <Card title={t('lottery.draw.result', { version: draw.resultVersion })} headingLevel={2}>
                <SheetView layout={layout} result={draw.result} />
              </Card>
            ) : null}
            {game ? (
              // E-lottery draws come from their seed: their one entry is the server's, never waiting.
              <ResultEntries entries={entries} layout={layout} meId={me?.id} decidable={resultOpen && game.family !== 'elott'} onDecided={refresh} />
            ) : null}
            {layout && resultOpen && !waiting ? <ResultEntryForm key={draw.resultVersion} drawId={draw.drawId} layout={layout} onEntered={refresh} /> : null}
            {layout && resultOpen && waiting ? <p className="text-fg-muted">{t('lottery.sheet.waitingFirst')}</p> : null}
            <ExposurePanel drawId={draw.drawId} />
            {manage && draw.status === 'open' ? (
              <Card title={t('lottery.close.title')} description={t('lottery.close.description')} headingLevel={2}>
                <Button variant="secondary" onClick={() => setClosing(true)} data-testid={ids.close}>
                  {t('lottery.close.action')}
                </Button>
              </Card>
            ) : null}
            {manage && !unvoidableStates.includes(draw.status) ? (
              <Card title={t('lottery.void.title')} description={t('lottery.void.description')} headingLevel={2}>
                <Button variant="danger" onClick={() => setVoiding(true)} data-testid={ids.void}>
                  {t('lottery.void.action')}
                </Button>
              </Card>
            ) : null}
          </>
        ) : null}
      </div>
      {closing && draw ? (
        <ConfirmDialog
          title={t('lottery.close.confirmTitle', { key: draw.drawKey })}
          confirmLabel={t('lottery.close.action')}
          testId={ids.closeConfirm}
          onClose={() => setClosing(false)}
          onConfirm={async () => {
            try {
              await closeLotteryDraw(draw.drawId);
              setClosing(false);
              await refresh(t('lottery.close.done'));
            } catch (error) {
              setClosing(false);
              setFeedback({ tone: 'danger', message: error instanceof Error ? error.message : t('error.unexpected') });
              await queryClient.invalidateQueries({ queryKey: lotteryKeys.draw(drawId) });
            }
          }}
        >
          <p>{t('lottery.close.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
      {voiding && draw ? (
        <ReasonDialog
          title={t('lottery.void.confirmTitle', { key: draw.drawKey })}
          description={t('lottery.void.confirmBody', { bets: draw.betCount })}
          label={t('lottery.void.reason')}
          confirmLabel={t('lottery.void.action')}
          minLength={1}
          maxLength={500}
          testIds={{ text: ids.voidReason, submit: ids.voidConfirm }}
          onClose={() => setVoiding(false)}
          onSubmit={async (reason) => {
            await voidLotteryDraw(draw.drawId, reason);
            setVoiding(false);
            await refresh(t('lottery.void.done'));
          }}
        />
      ) : null}
    </>
  );
};

const Figure = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-sm text-fg-muted">{label}</dt>
    <dd className="tabular-nums">{children}</dd>
  </div>
);

const DrawFigures = ({ draw }: { draw: LotteryAdminDraw }) => {
  const { t } = useTranslation();
  const format = useLotteryFormat();
  const margin = draw.stakeTotal - draw.payoutTotal;
  return (
    <Card title={t('lottery.draw.figures')} headingLevel={2}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid={ids.figures}>
        <Figure label={t('lottery.col.state')}>
          <StatusBadge tone={drawStateTone[draw.status]} label={t(`lottery.state.${draw.status}`)} />
        </Figure>
        <Figure label={t('lottery.draw.opensAt')}>{format.time(draw.opensAt)}</Figure>
        <Figure label={t('lottery.draw.closeAt')}>{format.time(draw.closeAt)}</Figure>
        <Figure label={t('lottery.col.drawAt')}>{format.time(draw.drawAt)}</Figure>
        <Figure label={t('lottery.col.bets')}>{format.count(draw.betCount)}</Figure>
        <Figure label={t('lottery.col.stakes')}>{format.minor(draw.stakeTotal)}</Figure>
        <Figure label={t('lottery.col.payouts')}>{format.minor(draw.payoutTotal)}</Figure>
        <Figure label={t('lottery.col.margin')}>
          <span dir="ltr" className={margin < 0 ? 'text-danger' : undefined}>
            {format.minor(margin)}
          </span>
        </Figure>
        {draw.province ? <Figure label={t('lottery.draw.province')}>{draw.province}</Figure> : null}
        <Figure label={t('lottery.draw.settledVersion')}>{draw.settledVersion ?? '–'}</Figure>
        {draw.payAfter ? <Figure label={t('lottery.draw.payAfter')}>{format.time(draw.payAfter)}</Figure> : null}
        {draw.voidReason ? <Figure label={t('lottery.draw.voidReason')}>{draw.voidReason}</Figure> : null}
      </dl>
      {draw.seedHash ? (
        <dl className="mt-4 flex flex-col gap-2 text-sm">
          <Figure label={t('lottery.draw.seedHash')}>
            <code dir="ltr" className="break-all">
              {draw.seedHash}
            </code>
          </Figure>
          <Figure label={t('lottery.draw.seed')}>
            {draw.seed ? (
              <code dir="ltr" className="break-all">
                {draw.seed}
              </code>
            ) : (
              <span className="text-fg-muted">{t('lottery.draw.seedHidden')}</span>
            )}
          </Figure>
        </dl>
      ) : null}
    </Card>
  );
};
