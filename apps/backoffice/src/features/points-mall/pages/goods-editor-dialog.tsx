import { pointsMallRedeemTypes, type BoPointsMallGoods, type BoPointsMallGoodsInput, type LanguageCode, type PointsMallRedeemType } from '@gp/contracts';
import { Alert, Button, Checkbox, Dialog, Field, Input, Select, Textarea } from '@gp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoToLocalInput, localInputToIso } from '../../../shared/forms/datetime-local';
import { TranslationsEditor } from '../../../shared/forms/translations-editor';
import type { Translations } from '../../../shared/forms/translations';
import { parseMoneyInput, toMoneyInput } from '../../../shared/format/money';
import { uploadImage } from '../../content/api/upload-api';
import { createGoods, pointsMallKeys, saveGoods } from '../points-mall-api';
import { pointsMallTestIds as ids } from '../points-mall-test-ids';

type Draft = {
  redeemType: PointsMallRedeemType;
  name: string;
  description: string;
  translations: Translations;
  images: string[];
  stock: string;
  limitPerMember: string;
  pointsNeeded: string;
  amountNeeded: string;
  startAt: string;
  endAt: string;
  sortOrder: string;
  enabled: boolean;
};

const draftOf = (g: BoPointsMallGoods | null): Draft => ({
  redeemType: g?.redeemType ?? 'gift',
  name: g?.name ?? '',
  description: g?.description ?? '',
  translations: (g?.translations ?? {}) as Translations,
  images: g?.images ?? [],
  stock: g?.stock === null || g === null ? '' : String(g.stock),
  limitPerMember: g?.limitPerMember == null ? '' : String(g.limitPerMember),
  pointsNeeded: g ? String(g.pointsNeeded) : '',
  amountNeeded: g && g.amountNeeded > 0 ? toMoneyInput(g.amountNeeded) : '',
  startAt: isoToLocalInput(g?.startAt ?? null),
  endAt: isoToLocalInput(g?.endAt ?? null),
  sortOrder: String(g?.sortOrder ?? 0),
  enabled: g?.enabled ?? true,
});

const wholeOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The request a draft makes; the server checks every field again (zod) and answers in the staff language. */
const inputOf = (d: Draft): BoPointsMallGoodsInput => ({
  redeemType: d.redeemType,
  name: d.name.trim(),
  description: d.description.trim(),
  language: 'EN',
  translations: Object.fromEntries(
    Object.entries(d.translations).map(([code, parts]) => [code, { name: (parts?.name ?? '').trim(), description: (parts?.description ?? '').trim() }]),
  ) as BoPointsMallGoodsInput['translations'],
  images: d.images,
  stock: wholeOrNull(d.stock),
  limitPerMember: wholeOrNull(d.limitPerMember),
  pointsNeeded: Number(d.pointsNeeded.trim()),
  amountNeeded: d.amountNeeded.trim() === '' ? 0 : parseMoneyInput(d.amountNeeded),
  startAt: localInputToIso(d.startAt),
  endAt: localInputToIso(d.endAt),
  sortOrder: Number(d.sortOrder.trim() || '0'),
  enabled: d.enabled,
});

/** Adds or edits one goods item: its type, English text and the other languages, pictures, stock, limits, points, amount and window. */
export const GoodsEditorDialog = ({ goods, onClose }: { goods: BoPointsMallGoods | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(goods));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: () => (goods ? saveGoods(goods.id, inputOf(draft)) : createGoods(inputOf(draft))),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: pointsMallKeys.goods });
      onClose();
    },
  });
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: (r) => set('images', [...draft.images, r.url]) });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={goods ? t('pointsMallAdmin.editGoods', { name: goods.name }) : t('pointsMallAdmin.addGoods')}
      className="max-w-2xl"
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="button" loading={save.isPending} onClick={() => save.mutate()} data-testid={ids.goodsSave}>
            {t('pointsMallAdmin.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Field label={t('pointsMallAdmin.redeemType')}>
          <Select
            value={draft.redeemType}
            options={pointsMallRedeemTypes.map((type) => ({ value: type, label: t(`pointsMallAdmin.type.${type}`) }))}
            onChange={(e) => set('redeemType', e.target.value as PointsMallRedeemType)}
            data-testid="bo-mall-goods-type"
          />
        </Field>
        <Field label={t('pointsMallAdmin.nameEn')} required>
          <Input value={draft.name} maxLength={120} onChange={(e) => set('name', e.target.value)} data-testid="bo-mall-goods-name" />
        </Field>
        <Field label={t('pointsMallAdmin.descriptionEn')}>
          <Textarea value={draft.description} maxLength={4000} onChange={(e) => set('description', e.target.value)} data-testid="bo-mall-goods-description" />
        </Field>
        <TranslationsEditor
          legend={t('pointsMallAdmin.translations')}
          value={draft.translations}
          onChange={(next) => set('translations', next)}
          parts={[
            { name: 'name', label: t('pointsMallAdmin.name'), kind: 'text', required: true },
            { name: 'description', label: t('pointsMallAdmin.description'), kind: 'textarea' },
          ]}
          errorFor={(_code: LanguageCode) => undefined}
        />
        <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">{t('pointsMallAdmin.images')}</legend>
          {draft.images.map((url) => (
            <div key={url} className="flex items-center gap-2">
              <img src={url} alt="" width={96} height={48} className="h-12 w-24 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate text-sm" dir="ltr">
                {url}
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  set(
                    'images',
                    draft.images.filter((u) => u !== url),
                  )
                }
              >
                {t('pointsMallAdmin.removeImage')}
              </Button>
            </div>
          ))}
          <Field label={t('pointsMallAdmin.uploadImage')} hint={t('pointsMallAdmin.uploadHint')}>
            <Input
              type="file"
              accept="image/png,image/jpeg"
              disabled={upload.isPending || draft.images.length >= 6}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
                e.target.value = '';
              }}
            />
          </Field>
          {upload.error ? <Alert tone="danger">{upload.error.message}</Alert> : null}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('pointsMallAdmin.pointsNeeded')} required>
            <Input inputMode="numeric" value={draft.pointsNeeded} onChange={(e) => set('pointsNeeded', e.target.value)} data-testid="bo-mall-goods-points" />
          </Field>
          <Field label={t('pointsMallAdmin.amountNeeded')} hint={t('pointsMallAdmin.amountHint')}>
            <Input inputMode="decimal" value={draft.amountNeeded} onChange={(e) => set('amountNeeded', e.target.value)} data-testid="bo-mall-goods-amount" />
          </Field>
          <Field label={t('pointsMallAdmin.stock')} hint={t('pointsMallAdmin.stockHint')}>
            <Input inputMode="numeric" value={draft.stock} onChange={(e) => set('stock', e.target.value)} data-testid="bo-mall-goods-stock" />
          </Field>
          <Field label={t('pointsMallAdmin.limitPerMember')} hint={t('pointsMallAdmin.limitHint')}>
            <Input inputMode="numeric" value={draft.limitPerMember} onChange={(e) => set('limitPerMember', e.target.value)} data-testid="bo-mall-goods-limit" />
          </Field>
          <Field label={t('pointsMallAdmin.startAt')}>
            <Input type="datetime-local" value={draft.startAt} onChange={(e) => set('startAt', e.target.value)} />
          </Field>
          <Field label={t('pointsMallAdmin.endAt')}>
            <Input type="datetime-local" value={draft.endAt} onChange={(e) => set('endAt', e.target.value)} />
          </Field>
          <Field label={t('pointsMallAdmin.sortOrder')}>
            <Input inputMode="numeric" value={draft.sortOrder} onChange={(e) => set('sortOrder', e.target.value)} />
          </Field>
        </div>
        <Checkbox label={t('pointsMallAdmin.enabled')} checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        {save.error ? (
          <Alert tone="danger" data-testid="bo-mall-goods-error">
            {save.error.message}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
};
