import { messageChannels } from '@gp/contracts';
import { Button, Field, Input, Select } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { emptyOutboxFilters, type OutboxFilters as Filters } from '../../api/outbox-api';

const ids = testIds.outbox;

/** Channel and recipient (any part of a number or address), applied on submit. */
export const OutboxFilters = ({ value, onApply }: { value: Filters; onApply: (next: Filters) => void }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <Field label={t('outbox.filterChannel')}>
        <Select
          value={draft.channel}
          options={[{ value: '', label: t('outbox.any') }, ...messageChannels.map((c) => ({ value: c, label: t(`outbox.channel.${c}`) }))]}
          onChange={(e) => setDraft((d) => ({ ...d, channel: e.target.value as Filters['channel'] }))}
          data-testid={ids.filterChannel}
        />
      </Field>
      <Field label={t('outbox.filterRecipient')}>
        <Input
          type="search"
          dir="ltr"
          value={draft.recipient}
          onChange={(e) => setDraft((d) => ({ ...d, recipient: e.target.value }))}
          data-testid={ids.filterRecipient}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" data-testid={ids.filterApply}>
          {t('outbox.apply')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft(emptyOutboxFilters);
            onApply(emptyOutboxFilters);
          }}
          data-testid={ids.filterClear}
        >
          {t('outbox.clear')}
        </Button>
      </div>
    </form>
  );
};
