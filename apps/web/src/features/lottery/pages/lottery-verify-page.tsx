import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Field, Select } from '@gp/ui';
import { elottGames, verifyDraw, type ElottGame, type ElottVerification, type LotteryDrawView } from '@gp/contracts';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { SubmitButton } from '../../../shared/form/submit-button';
import { TextField } from '../../../shared/form/text-field';
import { PageTitle } from '../../../shared/page-title';
import { lotteryDrawQuery } from '../api/lottery-api';
import { ResultView } from '../components/results/result-view';
import { emptyVerifyForm, formFromDraw, verifyInput, type VerifyForm } from '../components/verify/verify-form';
import type { LotteryVerifySearch } from '../components/lottery-search';

/**
 * /lottery/verify?drawId=: a drawn e-lottery draw checked in the browser. The revealed seed must
 * hash (SHA-256, WebCrypto) to the commitment published before betting closed, and the seed with
 * the draw's key gives the numbers (HMAC-SHA256, docs/lottery-elott.md), compared with the result.
 */
export const LotteryVerifyPage = () => {
  const { t } = useTranslation('lottery');
  const search: LotteryVerifySearch = useSearch({ strict: false });
  const drawId = search.drawId ?? null;
  const stored = useQuery(lotteryDrawQuery(drawId));
  const [form, setForm] = useState<VerifyForm>(emptyVerifyForm);
  const [answer, setAnswer] = useState<ElottVerification | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  // The stored draw fills the form once it arrives.
  const [filledFrom, setFilledFrom] = useState<LotteryDrawView | null>(null);
  const draw = stored.data;
  if (draw && filledFrom !== draw) {
    setFilledFrom(draw);
    setForm(formFromDraw(draw));
  }

  const run = async (values: VerifyForm) => {
    setFailure(null);
    try {
      setAnswer(await verifyDraw(verifyInput(values)));
    } catch (error) {
      setFailure(error);
    }
  };

  // A stored draw whose seed is revealed is checked at once; edits to the form wait for the button.
  useEffect(() => {
    if (!filledFrom?.seed) return;
    let live = true;
    void verifyDraw(verifyInput(formFromDraw(filledFrom))).then((checked) => {
      if (live) setAnswer(checked);
    });
    return () => {
      live = false;
    };
  }, [filledFrom]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(form);
  };
  const set = (patch: Partial<VerifyForm>) => setForm((f) => ({ ...f, ...patch, published: null }));
  const waiting = draw && !draw.seed;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="lottery-verify-page">
      <PageTitle testId="page-title">{t('verifyTitle')}</PageTitle>
      <p className="text-sm text-fg-muted">{t('verifyIntro')}</p>
      {drawId && stored.isPending ? (
        <p className="text-sm text-fg-muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      <ErrorBanner error={stored.error} />
      {waiting ? (
        <Alert tone="info" data-testid="lottery-seed-waiting">
          {t('seedNotRevealed')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('verifyGame')}>
            <Select
              value={form.game}
              onChange={(e) => set({ game: e.target.value as ElottGame })}
              options={elottGames.map((g) => ({ value: g, label: t(`elottGame.${g}`) }))}
              data-testid="lottery-verify-game"
            />
          </Field>
          <TextField
            label={t('drawKey')}
            value={form.drawKey}
            onChange={(e) => set({ drawKey: e.target.value })}
            autoComplete="off"
            spellCheck={false}
            data-testid="lottery-verify-draw-key"
          />
        </div>
        <TextField
          label={t('seed')}
          value={form.seed}
          onChange={(e) => set({ seed: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          data-testid="lottery-verify-seed"
        />
        <TextField
          label={t('seedHash')}
          value={form.commitment}
          onChange={(e) => set({ commitment: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          hint={t('seedHashHint')}
          data-testid="lottery-verify-hash"
        />
        <ErrorBanner error={failure} />
        <SubmitButton className="self-start" data-testid="lottery-verify-submit">
          {t('verifySubmit')}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {answer ? (
          <section
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3"
            aria-labelledby="lottery-verify-answer"
            data-testid="lottery-verify-answer"
          >
            <h2 id="lottery-verify-answer" className="font-semibold">
              {t('browserAnswer')}
            </h2>
            <Alert tone={answer.ok ? 'success' : 'danger'} data-testid="lottery-verify-verdict" data-ok={answer.ok}>
              {answer.ok ? t('verifyOk') : answer.problems.map((p) => t(`verifyProblem.${p}`)).join(' ')}
            </Alert>
            {answer.computedCommitment ? (
              <div className="flex flex-col gap-0.5">
                <span className="text-xs font-medium text-fg-muted">{t('computedHash')}</span>
                <code className="break-all text-xs" data-testid="lottery-verify-computed-hash">
                  {answer.computedCommitment}
                </code>
              </div>
            ) : null}
            {answer.draw ? (
              <div className="flex flex-col gap-1">
                <span className="text-xs font-medium text-fg-muted">{t('computedNumbers')}</span>
                <ResultView family="elott" gameCode={answer.draw.game} result={{ numbers: [...answer.draw.numbers] }} />
              </div>
            ) : null}
            {form.published ? (
              <div className="flex flex-col gap-1">
                <span className="text-xs font-medium text-fg-muted">{t('publishedNumbers')}</span>
                <ResultView family="elott" gameCode={form.game} result={{ numbers: form.published }} />
              </div>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
};
