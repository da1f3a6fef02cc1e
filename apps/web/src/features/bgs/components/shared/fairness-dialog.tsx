import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog } from '@gp/ui';
import { clientSeedText, type RevealedSeedPair, type SeedsView } from '@gp/contracts';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { TextField } from '../../../../shared/form/text-field';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { rotateSeed, seedsQuery, setClientSeed } from '../../api/bgs-api';
import { bgsKeys } from '../../queries/keys';
import { rotateDemoSeed, setDemoClientSeed, useDemoSeeds } from '../demo/demo-seeds';
import type { PlayMode } from './play-mode';

const Mono = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-xs font-medium text-fg-muted">{label}</dt>
    <dd className="break-all font-mono text-sm" data-testid={testId}>
      {value}
    </dd>
  </div>
);

type SeedActions = {
  saveClientSeed: (clientSeed: string) => Promise<unknown>;
  rotate: () => Promise<RevealedSeedPair>;
};

/** Remounted per seed pair (key), so a rotation shows the new pair's client seed. */
const ClientSeedForm = ({ current, save: saveSeed }: { current: string; save: (clientSeed: string) => Promise<unknown> }) => {
  const { t } = useTranslation('bgs');
  const [clientSeed, setClientSeedText] = useState(current);
  const save = useMutation({ mutationFn: saveSeed });
  const invalid = !clientSeedText.safeParse(clientSeed).success;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) save.mutate(clientSeed);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <TextField
        label={t('clientSeed')}
        value={clientSeed}
        onChange={(event) => setClientSeedText(event.target.value)}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        hint={t('clientSeedHint')}
        error={invalid && clientSeed !== '' ? t('clientSeedInvalid') : undefined}
        data-testid="bgs-client-seed"
        end={
          <Button type="submit" size="sm" variant="secondary" loading={save.isPending} disabled={invalid || clientSeed === current}>
            {t('save')}
          </Button>
        }
      />
      {save.isSuccess && clientSeed === current ? (
        <p className="text-sm text-success" role="status">
          {t('clientSeedSaved')}
        </p>
      ) : null}
      <ErrorBanner error={save.error} />
    </form>
  );
};

const SeedsPanel = ({ seeds, actions }: { seeds: SeedsView; actions: SeedActions }) => {
  const { t } = useTranslation('bgs');
  const [revealed, setRevealed] = useState<RevealedSeedPair | null>(null);
  const rotate = useMutation({ mutationFn: actions.rotate, onSuccess: setRevealed });

  return (
    <div className="flex flex-col gap-4" data-testid="bgs-seeds-panel">
      <dl className="flex flex-col gap-2">
        <Mono label={t('serverSeedHash')} value={seeds.active.serverSeedHash} testId="bgs-active-hash" />
        <Mono label={t('nextNonce')} value={String(seeds.active.nonce)} testId="bgs-active-nonce" />
      </dl>
      <ClientSeedForm key={seeds.active.seedId} current={seeds.active.clientSeed} save={actions.saveClientSeed} />
      <div className="flex flex-col gap-2">
        <Button variant="secondary" onClick={() => rotate.mutate()} loading={rotate.isPending} data-testid="bgs-rotate">
          {t('rotate')}
        </Button>
        <p className="text-xs text-fg-muted">{t('rotateHint')}</p>
        <ErrorBanner error={rotate.error} />
        {revealed ? (
          <Alert tone="success" title={t('revealedTitle')} data-testid="bgs-revealed">
            <dl className="mt-1 flex flex-col gap-2">
              <Mono label={t('serverSeed')} value={revealed.serverSeed} />
              <Mono label={t('serverSeedHash')} value={revealed.serverSeedHash} />
            </dl>
          </Alert>
        ) : null}
      </div>
      <section aria-labelledby="bgs-previous-seeds">
        <h3 id="bgs-previous-seeds" className="mb-1 text-sm font-semibold">
          {t('previousSeeds')}
        </h3>
        {seeds.previous.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('noPreviousSeeds')}</p>
        ) : (
          <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto">
            {seeds.previous.map((pair) => (
              <li key={pair.seedId} className="rounded-md border border-border p-2">
                <dl className="flex flex-col gap-1">
                  <Mono label={t('serverSeed')} value={pair.serverSeed} />
                  <Mono label={t('serverSeedHash')} value={pair.serverSeedHash} />
                  <Mono label={t('clientSeed')} value={pair.clientSeed} />
                  <Mono label={t('betsWithPair')} value={String(pair.nonce)} />
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};

const RealSeeds = () => {
  const { t } = useTranslation('bgs');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const seeds = useQuery(seedsQuery(token));
  const refresh = () => queryClient.invalidateQueries({ queryKey: bgsKeys.seeds });
  if (token === null) return <p className="text-sm text-fg-muted">{t('loginForSeeds')}</p>;
  if (!seeds.data) return seeds.isError ? <ErrorBanner error={seeds.error} /> : <p className="text-sm text-fg-muted">{t('loading')}</p>;
  return (
    <SeedsPanel
      seeds={seeds.data}
      actions={{
        saveClientSeed: async (clientSeed) => {
          await setClientSeed(clientSeed);
          await refresh();
        },
        rotate: async () => {
          const answer = await rotateSeed();
          await refresh();
          return answer.revealed;
        },
      }}
    />
  );
};

const DemoSeeds = () => {
  const { t } = useTranslation('bgs');
  const seeds = useDemoSeeds();
  if (!seeds) return <p className="text-sm text-fg-muted">{t('loading')}</p>;
  return <SeedsPanel seeds={seeds} actions={{ saveClientSeed: setDemoClientSeed, rotate: rotateDemoSeed }} />;
};

/** The "Fairness" button and its dialog: the seeds of the mode being played, and a way to the verifier. */
export const FairnessButton = ({ mode }: { mode: PlayMode }) => {
  const { t } = useTranslation('bgs');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="bgs-fairness">
        {t('fairness')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('fairnessTitle')}
        description={t('fairnessIntro')}
        actions={
          <>
            <Link to="/bgs/verify" className="inline-flex min-h-11 items-center px-2 text-sm text-primary underline">
              {t('openVerifier')}
            </Link>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('close')}
            </Button>
          </>
        }
      >
        {open ? mode === 'demo' ? <DemoSeeds /> : <RealSeeds /> : null}
      </Dialog>
    </>
  );
};
