import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Field, Select } from '@gp/ui';
import { diceDirections, plinkoRisks, type BetParams, type VerifyResult } from '@gp/contracts';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { SubmitButton } from '../../../shared/form/submit-button';
import { TextField } from '../../../shared/form/text-field';
import { PageTitle } from '../../../shared/page-title';
import { isApiError } from '../../../api/api-error';
import { verifyQuery } from '../api/bgs-api';
import { SeedNotRevealed } from '../components/verify/seed-not-revealed';
import { bgsEngines, type BgsEngineName, type BgsVerifySearch } from '../components/bgs-search';
import { OutcomeText } from '../components/verify/outcome-text';
import { readVerifyForm, verifyInBrowser, type VerifyAnswer, type VerifyForm, type VerifyInput, type VerifyProblem } from '../components/verify/verify-outcome';

const emptyForm: VerifyForm = {
  engine: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  target: '50',
  direction: 'under',
  targetMultiplier: '2',
  mines: '3',
  rows: '12',
  risk: 'medium',
};

const formFromSearch = (search: BgsVerifySearch): VerifyForm => ({
  engine: search.engine ?? emptyForm.engine,
  serverSeed: search.serverSeed ?? '',
  clientSeed: search.clientSeed ?? '',
  nonce: search.nonce ?? emptyForm.nonce,
  target: search.target ?? emptyForm.target,
  direction: search.direction ?? emptyForm.direction,
  targetMultiplier: search.targetMultiplier ?? emptyForm.targetMultiplier,
  mines: search.mines ?? emptyForm.mines,
  rows: search.rows ?? emptyForm.rows,
  risk: search.risk ?? emptyForm.risk,
});

/** A stored bet's inputs (from the public endpoint) into the form. */
const formFromBet = (answer: VerifyResult): VerifyForm => {
  const p: BetParams = answer.params;
  return {
    ...emptyForm,
    engine: answer.game,
    serverSeed: answer.serverSeed,
    clientSeed: answer.clientSeed,
    nonce: String(answer.nonce),
    ...(p.game === 'dice' ? { target: String(p.target), direction: p.direction } : {}),
    ...(p.game === 'limbo' ? { targetMultiplier: String(p.targetMultiplier) } : {}),
    ...(p.game === 'mines' ? { mines: String(p.mines) } : {}),
    ...(p.game === 'plinko' ? { rows: String(p.rows), risk: p.risk } : {}),
  };
};

const ParamsFields = ({ form, set, problem }: { form: VerifyForm; set: (patch: Partial<VerifyForm>) => void; problem: string | undefined }) => {
  const { t } = useTranslation('bgs');
  switch (form.engine) {
    case 'dice':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('verify.target')}
            value={form.target}
            onChange={(e) => set({ target: e.target.value })}
            inputMode="decimal"
            error={problem}
            data-testid="verify-target"
          />
          <Field label={t('dice.direction')}>
            <Select
              value={form.direction}
              onChange={(e) => set({ direction: e.target.value })}
              options={diceDirections.map((d) => ({ value: d, label: t(`dice.${d}`) }))}
            />
          </Field>
        </div>
      );
    case 'limbo':
      return (
        <TextField
          label={t('limbo.target')}
          value={form.targetMultiplier}
          onChange={(e) => set({ targetMultiplier: e.target.value })}
          inputMode="decimal"
          error={problem}
        />
      );
    case 'mines':
      return <TextField label={t('mines.count')} value={form.mines} onChange={(e) => set({ mines: e.target.value })} inputMode="numeric" error={problem} />;
    case 'plinko':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('plinko.rows')} value={form.rows} onChange={(e) => set({ rows: e.target.value })} inputMode="numeric" error={problem} />
          <Field label={t('plinko.risk')}>
            <Select
              value={form.risk}
              onChange={(e) => set({ risk: e.target.value })}
              options={plinkoRisks.map((r) => ({ value: r, label: t(`plinko.risk.${r}`) }))}
            />
          </Field>
        </div>
      );
    case 'crash':
      return <p className="text-sm text-fg-muted">{t('verify.crashNoParams')}</p>;
  }
};

const Row = ({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-xs font-medium text-fg-muted">{label}</dt>
    <dd className="break-all font-mono text-sm" data-testid={testId}>
      {children}
    </dd>
  </div>
);

/** /bgs/verify: anyone recomputes a bet in the browser and may compare with the server's answer. */
export const BgsVerifyPage = () => {
  const { t } = useTranslation('bgs');
  const search = useSearch({ from: '/bgs/verify' });
  const [form, setForm] = useState<VerifyForm>(() => formFromSearch(search));
  const [expectedHash, setExpectedHash] = useState('');
  const [problem, setProblem] = useState<VerifyProblem | null>(null);
  const [checked, setChecked] = useState<{ input: VerifyInput; answer: VerifyAnswer } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const byBet = useQuery(verifyQuery(search.betId ? { betId: search.betId } : null));
  const server = useQuery(verifyQuery(checked ? checked.input : null));
  const set = (patch: Partial<VerifyForm>) => setForm((f) => ({ ...f, ...patch }));

  const run = async (values: VerifyForm) => {
    setFailure(null);
    const read = readVerifyForm(values);
    if ('problem' in read) {
      setProblem(read.problem);
      setChecked(null);
      return;
    }
    setProblem(null);
    try {
      setChecked({ input: read.input, answer: await verifyInBrowser(read.input) });
    } catch (error) {
      setFailure(error);
    }
  };

  // A bet id fills the form from the stored bet (once it arrives), then verifies it here at once.
  const [filledFrom, setFilledFrom] = useState<VerifyResult | null>(null);
  if (byBet.data && filledFrom !== byBet.data) {
    setFilledFrom(byBet.data);
    setForm(formFromBet(byBet.data));
    setExpectedHash(byBet.data.bet?.serverSeedHash ?? byBet.data.serverSeedHash);
  }
  useEffect(() => {
    if (!filledFrom) return;
    const read = readVerifyForm(formFromBet(filledFrom));
    if (!('input' in read)) return;
    let live = true;
    void verifyInBrowser(read.input).then((answer) => {
      if (live) setChecked({ input: read.input, answer });
    });
    return () => {
      live = false;
    };
  }, [filledFrom]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(form);
  };

  const fieldError = (name: VerifyProblem) => (problem === name ? t(`verify.problem.${name}`) : undefined);
  const hashMatches = checked && expectedHash.trim() !== '' ? checked.answer.serverSeedHash === expectedHash.trim().toLowerCase() : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="bgs-verify-page">
      <PageTitle>{t('verify.title')}</PageTitle>
      <p className="text-sm text-fg-muted">{t('verify.intro')}</p>
      {search.betId ? (
        byBet.isPending ? (
          <p className="text-sm text-fg-muted" role="status">
            {t('verify.loadingBet')}
          </p>
        ) : isApiError(byBet.error) && byBet.error.code === 'SEED_NOT_REVEALED' ? (
          <SeedNotRevealed error={byBet.error} onRotated={() => void byBet.refetch()} />
        ) : (
          <ErrorBanner error={byBet.error} />
        )
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
        <Field label={t('verify.game')}>
          <Select
            value={form.engine}
            onChange={(e) => set({ engine: e.target.value as BgsEngineName })}
            options={bgsEngines.map((engine) => ({ value: engine, label: t(`engine.${engine}`) }))}
            data-testid="verify-engine"
          />
        </Field>
        <TextField
          label={t('serverSeed')}
          value={form.serverSeed}
          onChange={(e) => set({ serverSeed: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          hint={t('verify.serverSeedHint')}
          error={fieldError('serverSeed')}
          data-testid="verify-server-seed"
        />
        <TextField
          label={t('verify.expectedHash')}
          value={expectedHash}
          onChange={(e) => setExpectedHash(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          hint={t('verify.expectedHashHint')}
          data-testid="verify-expected-hash"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('clientSeed')}
            value={form.clientSeed}
            onChange={(e) => set({ clientSeed: e.target.value })}
            autoComplete="off"
            spellCheck={false}
            error={fieldError('clientSeed')}
            data-testid="verify-client-seed"
          />
          <TextField
            label={t('nonce')}
            value={form.nonce}
            onChange={(e) => set({ nonce: e.target.value })}
            inputMode="numeric"
            error={fieldError('nonce')}
            data-testid="verify-nonce"
          />
        </div>
        <ParamsFields form={form} set={set} problem={fieldError('params')} />
        <ErrorBanner error={failure} />
        <SubmitButton className="self-start" data-testid="verify-submit">
          {t('verify.submit')}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {checked ? (
          <div className="grid gap-3 md:grid-cols-2">
            <section className="rounded-lg border border-border bg-surface p-3" aria-labelledby="verify-browser" data-testid="verify-browser-answer">
              <h2 id="verify-browser" className="mb-2 font-semibold">
                {t('verify.browserAnswer')}
              </h2>
              <dl className="flex flex-col gap-2">
                <Row label={t('verify.computedHash')} testId="verify-computed-hash">
                  {checked.answer.serverSeedHash}
                </Row>
                {hashMatches === null ? null : (
                  <Alert tone={hashMatches ? 'success' : 'danger'} data-testid="verify-hash-verdict">
                    {hashMatches ? t('verify.hashMatches') : t('verify.hashDiffers')}
                  </Alert>
                )}
                <Row label={t('verify.outcome')} testId="verify-outcome">
                  <OutcomeText outcome={checked.answer.outcome} />
                </Row>
              </dl>
            </section>
            <section className="rounded-lg border border-border bg-surface p-3" aria-labelledby="verify-server" data-testid="verify-server-answer">
              <h2 id="verify-server" className="mb-2 font-semibold">
                {t('verify.serverAnswer')}
              </h2>
              {server.data ? (
                <dl className="flex flex-col gap-2">
                  <Row label={t('serverSeedHash')}>{server.data.serverSeedHash}</Row>
                  <Row label={t('verify.outcome')}>
                    <OutcomeText outcome={server.data.outcome} />
                  </Row>
                </dl>
              ) : server.isError ? (
                <ErrorBanner error={server.error} />
              ) : (
                <p className="text-sm text-fg-muted">{t('loading')}</p>
              )}
              {byBet.data?.bet?.outcome && checked.input.serverSeed === byBet.data.serverSeed ? (
                <div className="mt-2 flex flex-col gap-0.5 text-sm">
                  <span className="text-xs font-medium text-fg-muted">{t('verify.storedOutcome')}</span>
                  <span>
                    <OutcomeText outcome={byBet.data.bet.outcome} />
                  </span>
                </div>
              ) : null}
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
};
