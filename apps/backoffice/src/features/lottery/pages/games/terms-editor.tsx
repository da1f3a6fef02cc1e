import type { LotteryAdminGame } from '@gp/contracts';
import { Alert, Button, Card, Checkbox, Field, Fieldset, Input } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/http/api-error';
import { saveLotteryTerms } from '../../api/lottery-api';
import { IssueList } from '../../components/issue-list';
import { termsFieldLabel, termsGroupOf, type LabelOf } from '../../lottery-labels';
import { lotteryTestIds } from '../../lottery-test-ids';
import { placeProblems, termsFormOf, termsRequestOf, vnTypeOf, type FieldProblem, type TermsForm } from '../../lottery-terms';
import { lotteryKeys } from '../../queries/keys';

const ids = lotteryTestIds.terms;

const labelText = (t: TFunction, parts: readonly LabelOf[]) => parts.map((p) => t(p.key, { defaultValue: p.key.split('.').at(-1), ...p.values })).join(' · ');

/** The heading of a group of fields: a bet type, a 4D size, a paytable's kind. */
const groupTitle = (t: TFunction, group: string): string => {
  const [root, a = '', b = ''] = group.split('.');
  if (root === 'betTypes') return t(`lottery.betType.${a}`);
  if (root === 'table') return t(`lottery.terms.size.${a}`);
  if (root === 'odds') return t('lottery.terms.odds');
  if (a === 'pick') return t('lottery.paytable.pick', { pick: Number(b) });
  if (a === 'single') return t('lottery.paytable.other');
  return t(`lottery.paytable.${a}`, { defaultValue: a });
};

type Props = { game: LotteryAdminGame; onDone: (message: string) => void; onCancel: () => void };

/**
 * A new version of a game's terms: Vietnam odds and point price per bet type (and which types are
 * sold), the 4D prize table, the Thai odds, an e-lottery paytable, as decimals. The server's
 * problems show beside their fields; bets already taken keep the version they were priced at.
 */
export const TermsEditor = ({ game, onDone, onCancel }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<TermsForm>(() => termsFormOf(game));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unplaced, setUnplaced] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (terms: Record<string, unknown>) => saveLotteryTerms(game.gameCode, terms) });
  const paths = Object.keys(form.values);
  const byGroup = new Map<string, string[]>();
  for (const path of paths) byGroup.set(termsGroupOf(path), [...(byGroup.get(termsGroupOf(path)) ?? []), path]);
  const groups = [...byGroup];

  const setValue = (path: string, value: string) => setForm((f) => ({ ...f, values: { ...f.values, [path]: value } }));
  const setOffered = (type: string, offered: boolean) => setForm((f) => ({ ...f, offered: { ...f.offered, [type]: offered } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setUnplaced([]);
    const read = termsRequestOf(form);
    if (!read.ok) {
      setErrors(Object.fromEntries(read.invalid.map((path) => [path, t('lottery.formProblem.decimal')])));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(read.terms);
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.games });
      onDone(t('lottery.terms.saved', { code: game.gameCode, version: saved.termsVersion ?? '' }));
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) {
        const placed = placeProblems(error.issues, paths, 'terms');
        setErrors(placed.byField);
        setUnplaced(placed.unplaced);
      }
      setFailure(error instanceof Error ? error.message : t('error.unexpected'));
    }
  };

  const input = (path: string, label: string, disabled = false) => (
    <Field key={path} label={label} error={errors[path]}>
      <Input
        dir="ltr"
        inputMode="decimal"
        value={form.values[path] ?? ''}
        disabled={disabled}
        onChange={(e) => setValue(path, e.target.value)}
        data-testid={ids.field}
        data-path={path}
      />
    </Field>
  );

  return (
    <Card title={t('lottery.terms.title', { code: game.gameCode })} headingLevel={2}>
      <form className="flex flex-col gap-6" onSubmit={(e) => void submit(e)} noValidate data-testid={ids.form}>
        <Alert tone="info">
          {t('lottery.terms.newBetsOnly')}{' '}
          {game.termsVersion ? t('lottery.terms.currentVersion', { version: game.termsVersion }) : t('lottery.terms.noVersion')}
        </Alert>
        <p className="text-sm text-fg-muted">{t(form.family === 'vn' ? 'lottery.terms.vnHint' : 'lottery.terms.oddsHint')}</p>
        {form.family === 'vn' ? (
          <div className="flex flex-col gap-4">
            {groups.map(([group, fields]) => {
              const type = vnTypeOf(fields[0] ?? '') ?? '';
              const offered = form.offered[type] ?? false;
              return (
                <Fieldset key={group} legend={groupTitle(t, group)} error={errors[`betTypes.${type}`]}>
                  <Checkbox
                    label={t('lottery.terms.offered')}
                    checked={offered}
                    onChange={(e) => setOffered(type, e.target.checked)}
                    data-testid={ids.offered}
                    data-type={type}
                  />
                  <div className="grid gap-4 sm:grid-cols-2">{fields.map((path) => input(path, labelText(t, termsFieldLabel(path).slice(1)), !offered))}</div>
                </Fieldset>
              );
            })}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {groups.map(([group, fields]) => (
              <Fieldset key={group} legend={groupTitle(t, group)}>
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {fields.map((path) =>
                    input(path, labelText(t, group === 'odds' || group.startsWith('paytable') ? termsFieldLabel(path) : termsFieldLabel(path).slice(1))),
                  )}
                </div>
              </Fieldset>
            ))}
          </div>
        )}
        <IssueList problems={unplaced} testId={ids.problems} />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending} data-testid={ids.save}>
            {t('lottery.terms.publish')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
