import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loyaltyGameCategories, type BoLeaderboard } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, Select, SwitchField } from '@gp/ui';
import { createBoard, missionsAdminKeys, updateBoard } from '../missions-admin-api';
import { boardDraftOf, boardInputOf, type BoardDraft } from '../mission-form-model';
import { missionsTestIds as ids } from '../missions-test-ids';
import { LanguageTexts } from './language-texts';

/** The board editor: metric, period, category, places shown, prizes per place and texts per language. */
export const BoardEditor = ({ board, onDone }: { board: BoLeaderboard | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<BoardDraft>(() => boardDraftOf(board));
  const set = (patch: Partial<BoardDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: () => (board === null ? createBoard(boardInputOf(draft)) : updateBoard(board.id, boardInputOf(draft))),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: missionsAdminKeys.boards });
      onDone();
    },
  });
  return (
    <div className="mb-6" data-testid={ids.boardForm}>
      <Card title={board === null ? t('missionsAdmin.newBoard') : t('missionsAdmin.editBoard', { id: board.id })}>
        <div className="grid gap-4">
          <LanguageTexts texts={draft.texts} onChange={(texts) => set({ texts })} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label={t('missionsAdmin.metric')}>
              <Select
                value={draft.metric}
                onChange={(e) => set({ metric: e.target.value as BoardDraft['metric'] })}
                options={(['valid_bets', 'biggest_win'] as const).map((m) => ({ value: m, label: t(`missionsAdmin.metrics.${m}`) }))}
              />
            </Field>
            <Field label={t('promotionRuns.col.period')}>
              <Select
                value={draft.period}
                onChange={(e) => set({ period: e.target.value as BoardDraft['period'] })}
                options={(['daily', 'weekly', 'monthly'] as const).map((p) => ({ value: p, label: t(`agentsAdmin.period.${p}`) }))}
              />
            </Field>
            <Field label={t('promotions.field.category')}>
              <Select
                value={draft.category}
                onChange={(e) => set({ category: e.target.value })}
                options={[
                  { value: '', label: t('missionsAdmin.anyCategory') },
                  ...loyaltyGameCategories.map((c) => ({ value: c, label: t(`missionsAdmin.categories.${c}`) })),
                ]}
              />
            </Field>
            <Field label={t('missionsAdmin.topN')}>
              <Input inputMode="numeric" value={draft.topN} onChange={(e) => set({ topN: e.target.value })} />
            </Field>
            <Field label={t('missionsAdmin.prizes')} hint={t('missionsAdmin.prizesHint')}>
              <Input value={draft.prizes} onChange={(e) => set({ prizes: e.target.value })} />
            </Field>
            <Field label={t('missionsAdmin.promotionId')} hint={t('missionsAdmin.promotionHint')}>
              <Input inputMode="numeric" value={draft.promotionId} onChange={(e) => set({ promotionId: e.target.value })} />
            </Field>
            <Field label={t('missionsAdmin.turnover')} hint={t('missionsAdmin.turnoverHint')}>
              <Input inputMode="decimal" value={draft.turnoverMultiple} onChange={(e) => set({ turnoverMultiple: e.target.value })} />
            </Field>
            <Field label={t('missionsAdmin.sequence')}>
              <Input inputMode="numeric" value={draft.sequence} onChange={(e) => set({ sequence: e.target.value })} />
            </Field>
            <SwitchField label={t('catalog.col.enabled')} checked={draft.enabled} onCheckedChange={(enabled) => set({ enabled })} />
          </div>
          {save.error ? <Alert tone="danger">{save.error.message}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => save.mutate()} disabled={save.isPending} data-testid={ids.boardSave}>
              {t('content.save')}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
};
