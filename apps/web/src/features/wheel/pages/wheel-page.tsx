import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@gp/ui';
import type { WheelSpinResult } from '@gp/contracts';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { invalidateMoney } from '../../cashier/queries/money-events';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';
import { EnvelopeRainBanner } from '../../envelopes/components/envelope-rain-banner';
import { spinWheel, wheelSpinsQuery, wheelStateQuery } from '../api/wheel-api';
import { OddsTable } from '../components/odds-table';
import { pickText } from '../components/pick-text';
import { SpinHistory } from '../components/spin-history';
import { WheelDisc } from '../components/wheel-disc';
import { wheelKeys } from '../queries/keys';

const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** Tickets left, the wheel that lands on the server's draw, the published odds and the member's spins (the /wheel page and the member centre's). */
export const WheelPanel = () => {
  const { t } = useTranslation();
  const token = useRealMemberToken();
  const { code: language } = useLanguage();
  const queryClient = useQueryClient();
  const state = useQuery(wheelStateQuery(token));
  const spins = useQuery(wheelSpinsQuery(token));
  const [result, setResult] = useState<WheelSpinResult | null>(null);
  const [landed, setLanded] = useState(true);
  // One key per press: a retried request answers the same spin, a new press spins again.
  const key = useRef<string | null>(null);
  const spin = useMutation({
    mutationFn: () => spinWheel((key.current ??= newKey())),
    onSuccess: (spun) => {
      key.current = null;
      setResult(spun);
      // Drawn from a table published since this page loaded: nothing to turn to, show it at once.
      if (spun.tableVersion === state.data?.table?.version) setLanded(false);
      else void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
    },
    onError: () => {
      key.current = null;
    },
  });
  const onLanded = () => {
    setLanded(true);
    void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
    void invalidateMoney(queryClient);
  };

  const table = state.data?.table ?? null;
  const tickets = result && !landed ? result.ticketsLeft : (state.data?.tickets ?? 0);
  return (
    <div data-testid="wheel-panel">
      <QueryState isPending={state.isPending} error={state.error} isEmpty={!table} onRetry={() => void state.refetch()} emptyText={t('site:wheelNotReady')} />
      {table ? (
        <div className="flex flex-col gap-5">
          <section aria-label={t('site:wheelTitle')} className="flex flex-col items-center gap-3">
            <WheelDisc
              title={t('site:wheelTitle')}
              labels={table.prizes.map((p) => pickText(p.labels, language))}
              landOn={result?.tableVersion === table.version ? result.prizeIndex : null}
              spinKey={result?.id ?? null}
              onLanded={onLanded}
            />
            <p className="text-sm" data-testid="wheel-tickets">
              {t('site:wheelTickets', { count: tickets })}
            </p>
            <Button onClick={() => spin.mutate()} disabled={spin.isPending || !landed || tickets < 1} data-testid="wheel-spin">
              {t('site:wheelSpin')}
            </Button>
            <div aria-live="polite" className="min-h-6 text-center" data-testid="wheel-result">
              {result && landed ? (
                <p className="font-semibold">
                  {result.kind === 'none' ? pickText(result.labels, language) : t('site:wheelWon', { prize: pickText(result.labels, language) })}
                </p>
              ) : null}
            </div>
            {spin.error ? <Alert tone="danger">{spin.error.message}</Alert> : null}
          </section>
          <section aria-labelledby="wheel-odds-title">
            <h2 id="wheel-odds-title" className="mb-2 font-semibold">
              {t('site:wheelOdds')}
            </h2>
            <OddsTable table={table} language={language} />
            <p className="mt-2 text-xs text-fg-muted">{t('site:wheelFairness')}</p>
          </section>
          <section aria-labelledby="wheel-history-title">
            <h2 id="wheel-history-title" className="mb-2 font-semibold">
              {t('site:wheelHistory')}
            </h2>
            <QueryState isPending={spins.isPending} error={spins.error} isEmpty={false} onRetry={() => void spins.refetch()} />
            {spins.data ? <SpinHistory history={spins.data} language={language} /> : null}
          </section>
        </div>
      ) : null}
    </div>
  );
};

/** /wheel: the red-envelope rains open now, if any, above the wheel. */
export const WheelPage = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="wheel-page" className="mx-auto max-w-2xl">
      <PageTitle testId="page-title">{t('site:wheelTitle')}</PageTitle>
      <EnvelopeRainBanner />
      <WheelPanel />
    </div>
  );
};
