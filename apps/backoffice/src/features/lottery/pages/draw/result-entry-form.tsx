import { Alert, Button, Card, Fieldset, Input } from '@gp/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/http/api-error';
import { enterLotteryResult } from '../../api/lottery-api';
import {
  blankSheet,
  parseSheetFile,
  resultOf,
  sheetPlaceOf,
  sheetProblems,
  type SheetForm,
  type SheetImportIssue,
  type SheetLayout,
} from '../../lottery-sheet';
import { lotteryTestIds } from '../../lottery-test-ids';

const ids = lotteryTestIds.sheet;
/** Sheets are small; a bigger file is no sheet. */
const maxFileBytes = 256 * 1024;

type Props = { drawId: string; layout: SheetLayout; onEntered: (message: string) => Promise<void> };

const placeKey = (slot: string, index: number | null) => (index === null ? slot : `${slot}.${index}`);

/**
 * An external draw's result, laid out like the official sheet (Vietnam per prize tier, 4D, Thai),
 * typed or imported from a JSON or CSV file and reviewed here before it is sent. It only counts once
 * a second staff member confirms it.
 */
export const ResultEntryForm = ({ drawId, layout, onEntered }: Props) => {
  const { t } = useTranslation();
  const fileHint = useId();
  const [form, setForm] = useState<SheetForm>(() => blankSheet(layout));
  const [source, setSource] = useState<'staff' | 'file'>('staff');
  const [fileName, setFileName] = useState<string | null>(null);
  const [importIssues, setImportIssues] = useState<SheetImportIssue[]>([]);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (result: Record<string, unknown>) => enterLotteryResult(drawId, result, source) });

  // Once staff asked to send, or a file was read, every mistake shows as it stands.
  const problems = checked ? sheetProblems(layout, form) : [];
  const errors = problems.filter((p) => p.severity === 'error');
  const localAt = new Map(problems.map((p) => [placeKey(p.slot, p.index), p]));

  const setNumber = (slot: string, index: number, value: string) => {
    setForm((f) => ({ ...f, [slot]: (f[slot] ?? []).map((n, i) => (i === index ? value : n)) }));
    setServerErrors((e) => {
      const { [placeKey(slot, index)]: _dropped, [slot]: _group, ...rest } = e;
      return rest;
    });
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setServerErrors({});
    if (file.size > maxFileBytes) {
      setImportIssues([{ code: 'not-sheet' }]);
      return;
    }
    const read = parseSheetFile(layout, file.name, await file.text());
    setForm(read.form);
    setImportIssues(read.issues);
    setFileName(file.name);
    setSource('file');
    setChecked(true);
  };

  const clear = () => {
    setForm(blankSheet(layout));
    setSource('staff');
    setFileName(null);
    setImportIssues([]);
    setChecked(false);
    setServerErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (sheetProblems(layout, form).some((p) => p.severity === 'error')) return;
    try {
      await send.mutateAsync(resultOf(layout, form));
      clear();
      await onEntered(t('lottery.sheet.entered'));
    } catch (error) {
      if (isApiError(error)) {
        setServerErrors(
          Object.fromEntries(
            error.issues.map((issue) => {
              const place = sheetPlaceOf(issue.path);
              return [placeKey(place.slot, place.index), issue.message];
            }),
          ),
        );
      }
      setFailure(error instanceof Error ? error.message : t('error.unexpected'));
    }
  };

  const messageAt = (slot: string, index: number | null): string | undefined => {
    const server = serverErrors[placeKey(slot, index)];
    if (server) return server;
    const local = localAt.get(placeKey(slot, index));
    return local ? t(`lottery.problem.${local.code}`, { defaultValue: t('lottery.problem.other', { code: local.code }) }) : undefined;
  };

  return (
    <Card title={t('lottery.sheet.title')} description={t('lottery.sheet.description')} headingLevel={2}>
      <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} noValidate data-testid={ids.form} data-source={source}>
        <div className="flex flex-col gap-2">
          <label className="font-medium text-fg" htmlFor={`${fileHint}-file`}>
            {t('lottery.sheet.import')}
          </label>
          <input
            id={`${fileHint}-file`}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-describedby={fileHint}
            onChange={(e) => void readFile(e)}
            className="max-w-full text-sm file:me-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:text-fg"
            data-testid={ids.file}
          />
          <p id={fileHint} className="text-sm text-fg-muted">
            {t('lottery.sheet.importHint')}
          </p>
        </div>
        {fileName ? <Alert tone="info">{t('lottery.sheet.review', { name: fileName })}</Alert> : null}
        {importIssues.length > 0 ? (
          <Alert tone="warning" title={t('lottery.sheet.importIssues')} data-testid={ids.issues}>
            <ul className="list-disc ps-5">
              {importIssues.map((issue, i) => (
                <li key={`${issue.code}-${issue.slot ?? ''}-${i}`}>
                  {t(`lottery.sheet.issue.${issue.code}`, { prize: issue.slot ? t(`lottery.prize.${issue.slot}`, { defaultValue: issue.slot }) : '' })}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-4">
          {layout.slots.map((slot) => {
            const prize = t(`lottery.prize.${slot.key}`);
            return (
              <Fieldset
                key={slot.key}
                legend={prize}
                hint={t('lottery.sheet.slotHint', { numbers: slot.count, digits: slot.digits })}
                error={messageAt(slot.key, null)}
              >
                <div className="flex flex-wrap gap-2">
                  {(form[slot.key] ?? []).map((value, index) => {
                    const message = messageAt(slot.key, index);
                    const errorId = `${fileHint}-${slot.key}-${index}`;
                    return (
                      <div key={`${slot.key}-${index}`} className="flex flex-col">
                        <Input
                          dir="ltr"
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={slot.digits + 2}
                          value={value}
                          onChange={(e) => setNumber(slot.key, index, e.target.value)}
                          aria-label={t('lottery.sheet.numberLabel', { prize, n: index + 1 })}
                          aria-invalid={message ? true : undefined}
                          aria-describedby={message ? errorId : undefined}
                          className="font-mono"
                          style={{ width: `${slot.digits + 3}ch`, minWidth: '5.5rem' }}
                          data-testid={ids.number}
                          data-slot={slot.key}
                          data-index={index}
                        />
                        {message ? (
                          <span id={errorId} className="max-w-32 text-xs text-danger">
                            {message}
                          </span>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              </Fieldset>
            );
          })}
        </div>
        {checked && errors.length > 0 ? <Alert tone="danger">{t('lottery.sheet.fixFirst')}</Alert> : null}
        {checked && errors.length === 0 && problems.length > 0 ? <Alert tone="warning">{t('lottery.sheet.warnings')}</Alert> : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={send.isPending} data-testid={ids.submit}>
            {t('lottery.sheet.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={clear} data-testid={ids.clear}>
            {t('lottery.sheet.clear')}
          </Button>
        </div>
        <p className="text-sm text-fg-muted">{t('lottery.sheet.fourEyes')}</p>
      </form>
    </Card>
  );
};
