import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentDownlineKind, AgentOpenAccountResult } from '@gp/contracts';
import { Alert, Card, Field, Select } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { openDownlineAccount } from '../../api/agent-api';
import { agentKeys } from '../../queries/keys';

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Opens an account for a player or agent downline (`POST /wps/agent/downlines`). One idempotency key
 * per submission: a retry after a lost answer gets the first result, an edit makes a new request.
 */
export const OpenAccountForm = () => {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<AgentDownlineKind>('player');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [opened, setOpened] = useState<AgentOpenAccountResult | null>(null);
  const key = useRef(newKey());

  const open = useMutation({
    mutationFn: openDownlineAccount,
    onSuccess: async (result) => {
      key.current = newKey();
      setOpened(result);
      setAccount('');
      setPassword('');
      setNickname('');
      await queryClient.invalidateQueries({ queryKey: agentKeys.centre });
    },
  });
  const edit = (apply: () => void) => {
    key.current = newKey();
    setOpened(null);
    open.reset();
    apply();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim() || !password || open.isPending) return;
    open.mutate({ kind, account: account.trim(), password, ...(nickname.trim() ? { nickname: nickname.trim() } : {}), idempotencyKey: key.current });
  };

  return (
    <Card title={t('register.openTitle')} description={t('register.openIntro')} headingLevel={2}>
      <form className="flex flex-col gap-3 sm:max-w-md" onSubmit={submit} noValidate data-testid="agent-open-account-form">
        <Field label={t('register.kind')}>
          <Select
            value={kind}
            options={[
              { value: 'player', label: t('register.kindValue.player') },
              { value: 'agent', label: t('register.kindValue.agent') },
            ]}
            onChange={(e) => edit(() => setKind(e.target.value as AgentDownlineKind))}
            data-testid="agent-open-account-kind"
          />
        </Field>
        <TextField
          label={t('register.account')}
          value={account}
          onChange={(e) => edit(() => setAccount(e.target.value))}
          autoComplete="off"
          maxLength={64}
          required
          data-testid="agent-open-account-account"
        />
        <PasswordField
          label={t('register.password')}
          value={password}
          onChange={(e) => edit(() => setPassword(e.target.value))}
          autoComplete="new-password"
          maxLength={128}
          required
          data-testid="agent-open-account-password"
        />
        <TextField
          label={t('register.nickname')}
          value={nickname}
          onChange={(e) => edit(() => setNickname(e.target.value))}
          maxLength={50}
          data-testid="agent-open-account-nickname"
        />
        <ErrorBanner error={open.error} data-testid="agent-open-account-error" />
        {opened ? (
          <Alert tone="success" data-testid="agent-open-account-done">
            {t(opened.kind === 'agent' ? 'register.openedAgent' : 'register.openedPlayer', { account: opened.account })}
          </Alert>
        ) : null}
        <SubmitButton
          className="w-full sm:w-auto sm:self-start"
          busy={open.isPending}
          disabled={!account.trim() || !password}
          data-testid="agent-open-account-submit"
        >
          {t('register.openSubmit')}
        </SubmitButton>
      </form>
    </Card>
  );
};
