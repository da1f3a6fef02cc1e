import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog } from '@gp/ui';
import type { LotteryDrawSummary } from '@gp/contracts';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { isApiError } from '../../../../api/api-error';
import { formatMinor } from '../money';
import { drawName, formatDrawTime } from '../lobby/names';
import { fieldProblems } from './client-key';
import { lineIssue, priceSlip, type SlipLine } from './slip-pricing';
import type { GameKind } from './game-terms';
import { usePlaceOrder } from './use-place-order';

export type SlipPanelProps = {
  gameCode: string;
  kind: GameKind;
  terms: Record<string, unknown>;
  limits: { minStake: number; maxStake: number };
  currency: string;
  draw: LotteryDrawSummary | null;
  lines: SlipLine[];
  onLines: (lines: SlipLine[]) => void;
  /** A line's numbers as shown (padded balls, dice faces ...). */
  numbersText: (line: SlipLine) => string;
};

/**
 * The slip: its lines with their cost, the line count and the total priced as the server prices
 * them, then a confirm step naming the draw before the slip goes. Server refusals show in the
 * player's language; a validation error points at the line.
 */
export const SlipPanel = ({ gameCode, kind, terms, limits, currency, draw, lines, onLines, numbersText }: SlipPanelProps) => {
  const { t, i18n } = useTranslation('lottery');
  const [confirming, setConfirming] = useState(false);
  const place = usePlaceOrder(gameCode);
  const money = (minor: number) => formatMinor(minor, i18n.language, currency);
  const priced = priceSlip(kind, lines, terms);
  const issues = lines.map((line, i) => lineIssue(kind, line, priced.costs[i] ?? null, limits));
  const blocked = issues.some((issue) => issue !== null);
  const problems = fieldProblems(place.error);
  const placed = place.data;

  const send = () => {
    if (!draw) return;
    place.mutate(
      { drawId: draw.drawId, lines },
      {
        onSuccess: () => {
          setConfirming(false);
          onLines([]);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const limitTexts = { min: money(limits.minStake), max: money(limits.maxStake) };
  const typeLabel = (line: SlipLine) => t(`type.${line.type}`);
  const pointsText = (line: SlipLine) => (line.points !== undefined ? ` × ${t('pointsCount', { points: line.points })}` : '');

  return (
    <section aria-labelledby="lottery-slip-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3" data-testid="lottery-slip">
      <div className="flex items-center justify-between gap-2">
        <h2 id="lottery-slip-title" tabIndex={-1} className="font-semibold focus:outline-none">
          {t('slip')}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => onLines([])} disabled={lines.length === 0} data-testid="lottery-slip-clear">
          {t('clearSlip')}
        </Button>
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="lottery-slip-empty">
          {t('slipEmpty')}
        </p>
      ) : (
        <ul className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto" data-testid="lottery-slip-lines">
          {lines.map((line, i) => (
            <li
              key={`${line.type}-${line.numbers.join('.')}-${line.stake}-${line.points ?? 1}`}
              className="flex items-start gap-2 py-1.5 text-sm"
              data-testid="lottery-slip-line"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {typeLabel(line)} <span className="font-mono">{numbersText(line)}</span>
                </span>
                <span className="block text-xs text-fg-muted">
                  {money(line.stake)}
                  {pointsText(line)}
                </span>
                {issues[i] ? <span className="block text-xs text-danger">{t(`problem.${issues[i]}`, limitTexts)}</span> : null}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{priced.costs[i] === null ? '–' : money(priced.costs[i] ?? 0)}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onLines(lines.filter((_, j) => j !== i))}
                aria-label={t('removeLine', { line: `${typeLabel(line)} ${numbersText(line)}` })}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm" aria-live="polite">
        <div className="rounded-md bg-muted px-3 py-2">
          <dt className="text-xs text-fg-muted">{t('lines')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="lottery-slip-count">
            {priced.lines}
          </dd>
        </div>
        <div className="rounded-md bg-muted px-3 py-2">
          <dt className="text-xs text-fg-muted">{t('total')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="lottery-slip-total">
            {money(priced.total)}
          </dd>
        </div>
      </dl>
      {place.error ? (
        <div className="flex flex-col gap-1" data-testid="lottery-order-error">
          <ErrorBanner error={place.error} />
          {problems.length > 0 ? (
            <ul className="list-inside list-disc text-sm text-danger">
              {problems.map((p, i) => (
                <li key={i}>
                  {p.line !== null
                    ? t('problemOnLine', { line: p.line, problem: p.message ?? t(`problem.${p.code}`, { ...limitTexts, defaultValue: t('problem.invalid') }) })
                    : (p.message ?? t('problem.invalid'))}
                </li>
              ))}
            </ul>
          ) : null}
          {isApiError(place.error) && place.error.code === 'NETWORK_ERROR' ? <p className="text-sm text-fg-muted">{t('retrySafe')}</p> : null}
        </div>
      ) : null}
      {placed && !place.error ? (
        <Alert tone="success" data-testid="lottery-order-placed">
          {t('placed', { lines: placed.lines.length, total: money(placed.amount) })}
          {placed.balance !== null ? ` ${t('balanceAfter', { balance: money(placed.balance) })}` : ''}
        </Alert>
      ) : null}
      <Button
        onClick={() => {
          place.reset();
          setConfirming(true);
        }}
        disabled={lines.length === 0 || blocked || !draw}
        data-testid="lottery-place"
      >
        {t('placeBet')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => (place.isPending ? undefined : setConfirming(open))}
        title={t('confirmTitle')}
        description={draw ? t('confirmDraw', { draw: drawName(draw), time: formatDrawTime(draw.drawAt, i18n.language) }) : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={place.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={send} loading={place.isPending} data-testid="lottery-confirm">
              {t('confirm')}
            </Button>
          </>
        }
      >
        <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="lottery-confirm-summary">
          <dt className="text-fg-muted">{t('lines')}</dt>
          <dd className="text-end font-semibold tabular-nums">{priced.lines}</dd>
          <dt className="text-fg-muted">{t('total')}</dt>
          <dd className="text-end font-semibold tabular-nums">{money(priced.total)}</dd>
        </dl>
      </Dialog>
    </section>
  );
};
