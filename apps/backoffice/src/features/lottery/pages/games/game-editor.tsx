import type { LotteryAdminGame } from '@gp/contracts';
import { Alert, Button, Card, Checkbox, Field, Fieldset, Input, Select, SwitchField, Textarea } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/http/api-error';
import { saveLotteryGame } from '../../api/lottery-api';
import { IssueList } from '../../components/issue-list';
import { gameFormOf, gamePatchOf, type GameForm, type ScheduleForm } from '../../lottery-game-form';
import { lotteryTestIds } from '../../lottery-test-ids';
import { placeProblems, type FieldProblem } from '../../lottery-terms';
import { lotteryKeys } from '../../queries/keys';

const ids = lotteryTestIds.gameEditor;
const weekdays = [1, 2, 3, 4, 5, 6, 0] as const;
const moneyFields = new Set<string>(['minStake', 'maxStake', 'numberLimit', 'memberDrawLimit']);
const cadences = ['1', '3', '5'] as const;
const fieldNames = [
  'minStake',
  'maxStake',
  'numberLimit',
  'memberDrawLimit',
  'closeBeforeSeconds',
  'payoutDelaySeconds',
  'enabled',
  'sort',
  'schedule.weekdays',
  'schedule.drawTime',
  'schedule.utcOffsetMinutes',
  'schedule.extraDates',
  'schedule.skippedDates',
  'schedule.daysOfMonth',
  'schedule.moved',
  'schedule.cadenceMinutes',
] as const;

/** A weekday's name in the UI language (0 = Sunday), from a known Sunday. */
const weekdayName = (day: number, locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 29 + day));

type Props = { game: LotteryAdminGame; onDone: (message: string) => void; onCancel: () => void };

/** One game's limits, betting close, payout hold, availability, order and draw calendar. */
export const GameEditor = ({ game, onDone, onCancel }: Props) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<GameForm>(() => gameFormOf(game));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unplaced, setUnplaced] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (patch: Parameters<typeof saveLotteryGame>[1]) => saveLotteryGame(game.gameCode, patch) });

  const set = <K extends keyof GameForm>(key: K, value: GameForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setSchedule = (patch: Partial<ScheduleForm>) => setForm((f) => ({ ...f, schedule: { ...f.schedule, ...patch } as ScheduleForm }));
  const schedule = form.schedule;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setUnplaced([]);
    const read = gamePatchOf(form, game.schedule);
    if (!read.ok) {
      setErrors(Object.fromEntries(read.problems.map((p) => [p.path, t(`lottery.formProblem.${p.code}`)])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(read.patch);
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.games });
      onDone(t('lottery.games.saved', { code: game.gameCode }));
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) {
        const placed = placeProblems(error.issues, fieldNames, '');
        setErrors(placed.byField);
        setUnplaced(placed.unplaced);
      }
      setFailure(error instanceof Error ? error.message : t('error.unexpected'));
    }
  };

  const input = (name: 'minStake' | 'maxStake' | 'numberLimit' | 'memberDrawLimit' | 'closeBeforeSeconds' | 'payoutDelaySeconds' | 'sort', hint?: string) => (
    <Field label={t(`lottery.games.field.${name}`)} hint={hint} error={errors[name]}>
      <Input dir="ltr" inputMode={moneyFields.has(name) ? 'decimal' : 'numeric'} value={form[name]} onChange={(e) => set(name, e.target.value)} />
    </Field>
  );

  return (
    <Card title={t('lottery.games.editTitle', { code: game.gameCode })} headingLevel={2}>
      <form className="flex flex-col gap-6" onSubmit={(e) => void submit(e)} noValidate data-testid={ids.form}>
        <Fieldset legend={t('lottery.games.limits')} hint={t('lottery.games.limitsHint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {input('minStake')}
            {input('maxStake')}
            {input('numberLimit', t('lottery.games.noLimitHint'))}
            {input('memberDrawLimit', t('lottery.games.noLimitHint'))}
          </div>
        </Fieldset>
        <Fieldset legend={t('lottery.games.timing')}>
          <div className="grid gap-4 sm:grid-cols-3">
            {input('closeBeforeSeconds', t('lottery.games.secondsHint'))}
            {input('payoutDelaySeconds', t('lottery.games.payoutDelayHint'))}
            {input('sort')}
          </div>
          <SwitchField
            label={t('lottery.games.field.enabled')}
            description={t('lottery.games.enabledHint')}
            checked={form.enabled}
            onCheckedChange={(checked) => set('enabled', checked)}
            data-testid={ids.enabled}
          />
        </Fieldset>
        <Fieldset legend={t('lottery.games.calendar')}>
          {schedule.family === 'vn' ? (
            <p className="text-fg-muted">
              {t('lottery.games.vnRegion', { region: t(`lottery.region.${schedule.region}`, { defaultValue: schedule.region }) })}
            </p>
          ) : null}
          {schedule.family === '4d' ? (
            <div className="flex flex-col gap-4">
              <Fieldset legend={t('lottery.games.field.weekdays')} error={errors['schedule.weekdays']}>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {weekdays.map((day) => (
                    <Checkbox
                      key={day}
                      label={weekdayName(day, i18n.language)}
                      checked={schedule.weekdays.includes(day)}
                      onChange={(e) => setSchedule({ weekdays: e.target.checked ? [...schedule.weekdays, day] : schedule.weekdays.filter((d) => d !== day) })}
                    />
                  ))}
                </div>
              </Fieldset>
              <ScheduleTimes schedule={schedule} errors={errors} onChange={setSchedule} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t('lottery.games.field.extraDates')} hint={t('lottery.games.datesHint')} error={errors['schedule.extraDates']}>
                  <Textarea dir="ltr" rows={3} value={schedule.extraDates} onChange={(e) => setSchedule({ extraDates: e.target.value })} />
                </Field>
                <Field label={t('lottery.games.field.skippedDates')} hint={t('lottery.games.datesHint')} error={errors['schedule.skippedDates']}>
                  <Textarea dir="ltr" rows={3} value={schedule.skippedDates} onChange={(e) => setSchedule({ skippedDates: e.target.value })} />
                </Field>
              </div>
            </div>
          ) : null}
          {schedule.family === 'thai' ? (
            <div className="flex flex-col gap-4">
              <Field label={t('lottery.games.field.daysOfMonth')} hint={t('lottery.games.daysOfMonthHint')} error={errors['schedule.daysOfMonth']}>
                <Input dir="ltr" value={schedule.daysOfMonth} onChange={(e) => setSchedule({ daysOfMonth: e.target.value })} />
              </Field>
              <ScheduleTimes schedule={schedule} errors={errors} onChange={setSchedule} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t('lottery.games.field.moved')} hint={t('lottery.games.movedHint')} error={errors['schedule.moved']}>
                  <Textarea dir="ltr" rows={3} value={schedule.moved} onChange={(e) => setSchedule({ moved: e.target.value })} />
                </Field>
                <Field label={t('lottery.games.field.skippedDates')} hint={t('lottery.games.datesHint')} error={errors['schedule.skippedDates']}>
                  <Textarea dir="ltr" rows={3} value={schedule.skippedDates} onChange={(e) => setSchedule({ skippedDates: e.target.value })} />
                </Field>
              </div>
            </div>
          ) : null}
          {schedule.family === 'elott' ? (
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label={t('lottery.games.field.elottGame')} hint={t('lottery.games.elottGameHint')}>
                <Input dir="ltr" value={t(`lottery.elottGame.${schedule.game}`, { defaultValue: schedule.game })} readOnly />
              </Field>
              <Field label={t('lottery.games.field.cadenceMinutes')} error={errors['schedule.cadenceMinutes']}>
                <Select
                  value={schedule.cadenceMinutes}
                  options={cadences.map((c) => ({ value: c, label: t('lottery.games.everyMinutes', { minutes: Number(c) }) }))}
                  onChange={(e) => setSchedule({ cadenceMinutes: e.target.value })}
                />
              </Field>
              <Field label={t('lottery.games.field.utcOffsetMinutes')} hint={t('lottery.games.utcOffsetHint')} error={errors['schedule.utcOffsetMinutes']}>
                <Input dir="ltr" inputMode="numeric" value={schedule.utcOffsetMinutes} onChange={(e) => setSchedule({ utcOffsetMinutes: e.target.value })} />
              </Field>
            </div>
          ) : null}
        </Fieldset>
        <IssueList problems={unplaced} />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending} data-testid={ids.save}>
            {t('lottery.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
};

type TimedSchedule = Extract<ScheduleForm, { drawTime: string }>;

const ScheduleTimes = ({
  schedule,
  errors,
  onChange,
}: {
  schedule: TimedSchedule;
  errors: Record<string, string>;
  onChange: (patch: Partial<TimedSchedule>) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('lottery.games.field.drawTime')} error={errors['schedule.drawTime']}>
        <Input type="time" dir="ltr" value={schedule.drawTime} onChange={(e) => onChange({ drawTime: e.target.value })} />
      </Field>
      <Field label={t('lottery.games.field.utcOffsetMinutes')} hint={t('lottery.games.utcOffsetHint')} error={errors['schedule.utcOffsetMinutes']}>
        <Input dir="ltr" inputMode="numeric" value={schedule.utcOffsetMinutes} onChange={(e) => onChange({ utcOffsetMinutes: e.target.value })} />
      </Field>
    </div>
  );
};
