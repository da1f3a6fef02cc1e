import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { languages, type ContentPageKind, type LanguageCode } from '@gp/contracts';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { FallbackImage } from '../../../shared/fallback-image';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageTitle } from '../../../shared/page-title';
import { useGameTabTitle } from '../../games/components/use-game-tab-title';
import { contentPageQuery } from '../api/content-pages-api';
import { ArticleBody } from '../components/article-body';
import { PageDate } from '../components/page-date';

const linkClass = 'inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline';

/** A page answered in another language than the site's (the API's fallback) carries its own lang. */
const langOf = (pageLanguage: LanguageCode, siteLanguage: LanguageCode) =>
  pageLanguage === siteLanguage ? undefined : languages.find((l) => l.code === pageLanguage)?.tag;

/** What leads elsewhere from a page: back to its list, or between the two responsible-gaming pages. */
const PageLinks = ({ kind }: { kind: ContentPageKind }) => {
  const { t } = useTranslation();
  if (kind === 'blog')
    return (
      <Link to="/blog" className={linkClass} data-testid="content-page-back">
        {t('site:pagesAllBlog')}
      </Link>
    );
  if (kind === 'news')
    return (
      <Link to="/news" className={linkClass} data-testid="content-page-back">
        {t('site:pagesAllNews')}
      </Link>
    );
  if (kind === 'responsible_gaming')
    return (
      // The member's own limits and self-exclusion live in the member centre; visitors sign in first.
      <Link to="/member" search={{ page: 'responsibleGaming' }} className={linkClass} data-testid="content-page-limits">
        {t('site:pagesSetLimits')}
      </Link>
    );
  return null;
};

/** One content page: title, date, summary and the staff-written text, in the reader's language. */
const PageDetail = ({ kind, slug }: { kind: ContentPageKind; slug?: string }) => {
  const { code } = useLanguage();
  const page = useQuery(contentPageQuery(code, kind, slug));
  useGameTabTitle(page.data?.title ?? '');
  if (page.isPending) return <div className="h-60 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (!page.data)
    return (
      <div className="flex flex-col gap-3" data-testid="content-page-missing">
        <ErrorBanner error={page.error} />
        <PageLinks kind={kind} />
      </div>
    );
  const p = page.data;
  const listed = kind === 'blog' || kind === 'news';
  return (
    <article className="flex flex-col gap-3" data-testid={`content-page-${kind}`} lang={langOf(p.language, code)}>
      {listed ? <PageLinks kind={kind} /> : null}
      <header className="flex flex-col gap-2">
        <PageTitle testId="content-page-title">
          <bdi>{p.title}</bdi>
        </PageTitle>
        {listed ? <PageDate at={p.publishedAt} /> : null}
        {p.summary ? (
          <p className="max-w-prose text-lg text-fg-muted" dir="auto">
            {p.summary}
          </p>
        ) : null}
      </header>
      {p.coverUrl ? <FallbackImage src={p.coverUrl} width={1200} height={600} eager className="aspect-[2/1] w-full max-w-3xl rounded-lg object-cover" /> : null}
      <ArticleBody html={p.content} />
      {listed ? null : <PageLinks kind={kind} />}
    </article>
  );
};

export const BlogPostPage = () => {
  const { slug } = useParams({ from: '/blog/$slug' });
  return <PageDetail kind="blog" slug={slug} />;
};
export const NewsItemPage = () => {
  const { slug } = useParams({ from: '/news/$slug' });
  return <PageDetail kind="news" slug={slug} />;
};
export const AboutPage = () => <PageDetail kind="about" />;
export const ResponsibleGamingInfoPage = () => <PageDetail kind="responsible_gaming" />;
export const LicencesPage = () => <PageDetail kind="licences" />;
