import { Field, Select } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import type { ContentEntity } from '../../content-entities';

/** The select above a list of one entity: its entries of one value of the filter field, or all of them. */
export const ContentFilter = ({ entity, value, onChange }: { entity: ContentEntity; value: string; onChange: (value: string) => void }) => {
  const { t } = useTranslation();
  if (!entity.filter) return null;
  const { name, options } = entity.filter;
  return (
    <div className="max-w-xs">
      <Field label={t(`${entity.key}.field.${name}`)}>
        <Select
          value={value}
          onChange={(event) => onChange(event.target.value)}
          options={[{ value: '', label: t('content.filterAll') }, ...options.map((o) => ({ value: o, label: t(`${entity.key}.option.${name}.${o}`) }))]}
          data-testid={`content-filter-${name}`}
        />
      </Field>
    </div>
  );
};
