import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '../../../shared/ui/feedback';

/** One inline change (toggle, order) at a time: refreshes the list and reports the outcome. */
export const useCatalogPatch = <P>(listKey: QueryKey, patch: (id: number, body: P) => Promise<unknown>) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: number; body: P }) => patch(id, body),
    onSuccess: async () => {
      setFeedback({ tone: 'success', message: t('catalog.saved') });
      await client.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => setFeedback({ tone: 'danger', message: error.message }),
  });
  return { feedback, save: (id: number, body: P) => mutation.mutate({ id, body }), busy: mutation.isPending };
};
