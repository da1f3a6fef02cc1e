import type { boBanner } from '@gp/contracts';
import { Button, Card, Dialog, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { canEditContent } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { testIds } from '../../../../shared/test-ids';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { Pager } from '../../../../shared/ui/pager';
import { createBanner, deleteBanner, fetchBanners, updateBanner } from '../../api/content-api';
import { fetchContentLanguages } from '../../api/content-entity-api';
import { contentKeys } from '../../queries/keys';
import { BannerForm } from './banner-form';
import { MissingLanguagesCell } from './missing-languages-cell';

type Banner = z.infer<typeof boBanner>;
const ids = testIds.banners;

/** Banners of every group: paged list, create and edit in a dialog (with image upload), delete after confirming. */
export const BannersPage = () => {
  const { t } = useTranslation();
  const allowed = canEditContent(useStaffRoles());
  const client = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const list = useQuery({
    queryKey: contentKeys.banners.page(pageNo),
    queryFn: ({ signal }) => fetchBanners(pageNo, signal),
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
      title={t('banners.title')}
      description={t('banners.description')}
      actions={
        allowed ? (
          // A new banner's language starts at the merchant's default, so the form waits for it.
          <Button onClick={() => setEditing('new')} disabled={languages.isPending} data-testid={ids.create}>
            {t('banners.create')}
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
  const banners = list.data?.list ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.banners.all });

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteBanner(deleting.id);
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
          <ListState query={list} empty={banners.length === 0} emptyText={t('banners.empty')} emptyTestId={ids.empty} />
          {banners.length > 0 ? (
            <Table caption={t('banners.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('banners.image')}</TableHeaderCell>
                  <TableHeaderCell>{t('banners.field.headline')}</TableHeaderCell>
                  <TableHeaderCell>{t('banners.group')}</TableHeaderCell>
                  <TableHeaderCell>{t('banners.linkageType')}</TableHeaderCell>
                  <TableHeaderCell>{t('banners.field.language')}</TableHeaderCell>
                  <TableHeaderCell>{t('banners.field.missingLanguages')}</TableHeaderCell>
                  <TableHeaderCell>{t('banners.sequence')}</TableHeaderCell>
                  <TableHeaderCell>{t('content.enabled')}</TableHeaderCell>
                  <TableHeaderCell>
                    <span className="sr-only">{t('content.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {banners.map((b) => (
                  <TableRow key={b.id} data-testid={ids.row} data-banner-id={b.id} data-url={b.url}>
                    <TableCell>
                      <img src={b.url} alt="" className="h-10 w-20 rounded object-cover" loading="lazy" />
                    </TableCell>
                    <TableCell className="max-w-60 truncate" title={b.headline}>
                      {b.headline}
                    </TableCell>
                    <TableCell>{t(`banners.groupName.${b.groupName}`)}</TableCell>
                    <TableCell>{t(`banners.linkage.${b.linkageType}`)}</TableCell>
                    <TableCell>{b.language}</TableCell>
                    <TableCell>
                      <MissingLanguagesCell codes={b.missingLanguages} />
                    </TableCell>
                    <TableCell>{b.sequence}</TableCell>
                    <TableCell>{b.enabled ? t('content.yes') : t('content.no')}</TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" variant="secondary" onClick={() => setEditing(b)} data-testid={ids.edit}>
                          {t('content.edit')}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => setDeleting(b)} data-testid={ids.delete}>
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
        <BannerForm
          banner={editing === 'new' ? null : editing}
          defaultLanguage={languages.data?.defaultLanguage ?? 'EN'}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            if (editing === 'new') await createBanner(values);
            else await updateBanner(editing.id, values);
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
        description={t('content.deleteBody')}
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
