import { Field, Select } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fetchPromotionCategories } from '../../api/content-entity-api';
import { contentKeys } from '../../queries/keys';

type Props = {
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  current: unknown;
  registration: UseFormRegisterReturn;
  testId: string;
};

/**
 * A promotion's category, from the managed list: the enabled categories in their order, named
 * with their code. A category disabled since stays listed for the promotion that has it.
 */
export const PromotionCategorySelect = ({ label, error, required, current, registration, testId }: Props) => {
  const { t } = useTranslation();
  const categories = useQuery({ queryKey: contentKeys.promotionCategoryOptions, queryFn: ({ signal }) => fetchPromotionCategories(signal), staleTime: 30_000 });
  const list = (categories.data ?? []).filter((c) => c.enabled || c.code === current).sort((a, b) => a.sequence - b.sequence || a.code.localeCompare(b.code));
  const hint = categories.isError
    ? t('promotionCategories.loadFailed')
    : categories.data && list.length === 0
      ? t('promotionCategories.noneYet')
      : t('promotionCategories.pickHint');
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      <Select
        {...registration}
        placeholder={categories.isPending ? t('promotionCategories.loading') : t('promotionCategories.choose')}
        options={list.map((c) => ({
          value: c.code,
          label: c.enabled ? `${c.name} (${c.code})` : t('promotionCategories.disabledOption', { name: c.name, code: c.code }),
        }))}
        data-testid={testId}
      />
    </Field>
  );
};
