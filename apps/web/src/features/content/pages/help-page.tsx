import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import { languages, type LanguageCode } from '@gp/contracts';
import { helpCenterQuery } from '../queries/content-queries';
import { HtmlContent } from '../components/html-content';
import { helpCategoryLabel, helpSections } from '../components/help-categories';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';

/**
 * An article answered in another language than the page's (the API falls back to the default
 * language, then English) carries its own lang; its direction comes from its text (dir="auto"),
 * so an English title in an Arabic page keeps its full stop at its end.
 */
const articleLang = (articleLanguage: string, pageLanguage: LanguageCode): string | undefined =>
  articleLanguage === pageLanguage ? undefined : languages.find((l) => l.code === articleLanguage)?.tag;

/** /help lists the articles; /help#term opens the help modal on that article. */
export const HelpPage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const navigate = useNavigate();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const help = useQuery(helpCenterQuery(code));
  const articles = help.data ?? [];
  const openTerm = hash ? decodeURIComponent(hash) : null;
  const article = articles.find((a) => a.term === openTerm);

  const sections = helpSections(articles);
  return (
    <div data-testid="help-page">
      <PageTitle>{t('site:help')}</PageTitle>
      <QueryState isPending={help.isPending} error={help.error} isEmpty={articles.length === 0} onRetry={() => void help.refetch()} />
      {sections.map((section) => (
        <section key={section.key} className="mb-6" data-testid="help-section">
          <h2 className="mb-2 text-lg font-semibold" data-testid="help-section-heading">
            {/* A category the site does not know is the operator's own text: shown as typed, isolated. */}
            {section.known ? helpCategoryLabel(t, section.known) : <bdi>{section.typed}</bdi>}
          </h2>
          <ul className="flex flex-col gap-1">
            {section.articles.map((a) => (
              <li key={a.term}>
                <a
                  href={`#${a.term}`}
                  dir="auto"
                  lang={articleLang(a.language, code)}
                  data-testid="help-article-link"
                  className="text-primary underline-offset-4 hover:underline"
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate({ to: '/help', hash: a.term });
                  }}
                >
                  {a.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Popup
        open={article !== undefined}
        onClose={() => void navigate({ to: '/help', hash: '' })}
        title={article ? <bdi lang={articleLang(article.language, code)}>{article.title}</bdi> : ''}
        closeLabel={t('common:close')}
        className="max-w-2xl"
        data-testid="help-modal"
      >
        {article ? (
          <div dir="auto" lang={articleLang(article.language, code)}>
            <HtmlContent html={article.content} />
          </div>
        ) : null}
      </Popup>
    </div>
  );
};
