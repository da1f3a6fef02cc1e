import { Button, Card, Dialog, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditContent } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { testIds } from '../../../../shared/test-ids';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { Pager } from '../../../../shared/ui/pager';
import { createContent, deleteContent, fetchContentLanguages, fetchContentPage, updateContent } from '../../api/content-entity-api';
import { contentEntities } from '../../content-entities';
import { cellText, missingLanguagesText, type ContentPath } from '../../content-fields';
import { contentKeys } from '../../queries/keys';
import { ContentFilter } from './content-filter';
import { ContentForm } from './content-form';
import { PromotionRowActions } from '../../../promotions/promotion-row-actions';

type Row = Record<string, unknown>;
const ids = testIds.content;

/** One content type: paged table, create and edit in a dialog, delete after confirming. */
export const ContentPage = ({ path }: { path: ContentPath }) => {
  const { t } = useTranslation();
  const entity = contentEntities[path];
  const allowed = canEditContent(useStaffRoles());
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: contentKeys.entries.page(path, pageNo, filter),
    queryFn: ({ signal }) => fetchContentPage(entity, pageNo, signal, filter),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const languages = useQuery({
    queryKey: contentKeys.languages,
    queryFn: ({ signal }) => fetchContentLanguages(signal),
    staleTime: 60_000,
    enabled: allowed,
  });

  const header = (
    <PageHeader
      title={t(`${entity.key}.title`)}
      description={t(`${entity.key}.description`)}
      actions={
        allowed ? (
          // A new entry's language starts at the merchant's default, so the form waits for it.
          <Button onClick={() => setEditing('new')} disabled={languages.isPending} data-testid={ids.create}>
            {t(`${entity.key}.create`)}
          </Button>
        ) : null
      }
    />
  );
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  const rows = list.data?.list ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.entries.all(path) });
  const idOf = (row: Row) => Number(row.id);
  const show = (column: string, value: unknown) => {
    const field = entity.fields.find((f) => f.name === column);
    if (field?.kind === 'select' && field.translate && typeof value === 'string') return t(`${entity.key}.option.${column}.${value}`);
    if (column === 'missingLanguages' && Array.isArray(value)) {
      const missing = missingLanguagesText(value as string[]);
      const title = missing.complete ? t('content.languagesComplete') : t('content.languagesMissing', { languages: missing.full });
      return (
        <span title={title} data-testid={ids.missingLanguages}>
          <span aria-hidden="true">{missing.complete ? missing.short : t('content.languagesMissingShort', { languages: missing.short })}</span>
          <span className="sr-only">{title}</span>
        </span>
      );
    }
    return cellText(value, t('content.yes'), t('content.no'));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteContent(entity, idOf(deleting));
      setFeedback({ tone: 'success', message: t('content.deleted') });
      await refresh();
    } catch (error) {
      setFeedback({ tone: 'danger', message: error instanceof Error ? error.message : t('error.unexpected') });
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <FeedbackAlert feedback={feedback} />
          {entity.filter ? (
            <ContentFilter
              entity={entity}
              value={filter}
              onChange={(value) => {
                setFilter(value);
                setPageNo(1);
              }}
            />
          ) : null}
          <ListState query={list} empty={rows.length === 0} emptyText={t('content.empty')} emptyTestId={ids.empty} />
          {rows.length > 0 ? (
            <Table caption={t(`${entity.key}.title`)} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  {entity.columns.map((c) => (
                    <TableHeaderCell key={c}>{t(`${entity.key}.field.${c}`)}</TableHeaderCell>
                  ))}
                  <TableHeaderCell>
                    <span className="sr-only">{t('content.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={idOf(row)} data-testid={ids.row} data-id={idOf(row)}>
                    {entity.columns.map((c) => (
                      <TableCell key={c} className="max-w-64 break-words">
                        {show(c, row[c])}
                      </TableCell>
                    ))}
                    <TableCell>
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" variant="secondary" onClick={() => setEditing(row)} data-testid={ids.edit}>
                          {t('content.edit')}
                        </Button>
                        {path === 'promotions' ? (
                          <PromotionRowActions
                            row={row}
                            defaultLanguage={languages.data?.defaultLanguage ?? 'EN'}
                            onSaved={() => setFeedback({ tone: 'success', message: t('promotionRule.saved') })}
                          />
                        ) : null}
                        <Button size="sm" variant="danger" onClick={() => setDeleting(row)} data-testid={ids.delete}>
                          {t('content.delete')}
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {list.data ? (
            <Pager pageNo={list.data.pageNo} totalPages={list.data.totalPages} total={list.data.total} busy={list.isFetching} onPage={setPageNo} />
          ) : null}
        </div>
      </Card>
      {editing ? (
        <ContentForm
          key={editing === 'new' ? 'new' : idOf(editing)}
          entity={entity}
          entry={editing === 'new' ? null : editing}
          defaultLanguage={languages.data?.defaultLanguage ?? 'EN'}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            if (editing === 'new') await createContent(entity, values);
            else await updateContent(entity, idOf(editing), values);
            setFeedback({ tone: 'success', message: t('content.saved') });
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deleteBusy) setDeleting(null);
        }}
        title={t('content.deleteTitle')}
        description={deleting ? `${String(deleting[entity.labelField] ?? '')} — ${t('content.deleteBody')}` : t('content.deleteBody')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={deleteBusy} onClick={() => void confirmDelete()} data-testid={ids.deleteConfirm}>
              {t('content.delete')}
            </Button>
          </>
        }
      />
    </>
  );
};

export const NoticesPage = () => <ContentPage path="notices" />;
export const AnnouncementsPage = () => <ContentPage path="announcements" />;
export const PromotionsPage = () => <ContentPage path="promotions" />;
export const PromotionCategoriesPage = () => <ContentPage path="promotionCategories" />;
export const ResourcesPage = () => <ContentPage path="resources" />;
export const CustomerServicePage = () => <ContentPage path="customerService" />;
export const HelpArticlesPage = () => <ContentPage path="helpArticles" />;
export const ContentPagesPage = () => <ContentPage path="pages" />;
