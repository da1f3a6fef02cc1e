import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import { helpCenterQuery } from '../queries/content-queries';
import { HtmlContent } from '../components/html-content';
import { useLanguage } from '../../../shared/i18n/use-language';
import { PageTitle } from '../../../shared/page-title';
import { QueryState } from '../../../shared/query-state';

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

  const categories = [...new Set(articles.map((a) => a.category))];
  return (
    <div data-testid="help-page">
      <PageTitle>{t('site:help')}</PageTitle>
      <QueryState isPending={help.isPending} error={help.error} isEmpty={articles.length === 0} onRetry={() => void help.refetch()} />
      {categories.map((category) => (
        <section key={category} className="mb-6">
          <h2 className="mb-2 text-lg font-semibold">{category}</h2>
          <ul className="flex flex-col gap-1">
            {articles
              .filter((a) => a.category === category)
              .map((a) => (
                <li key={a.term}>
                  <a
                    href={`#${a.term}`}
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
        title={article?.title ?? ''}
        closeLabel={t('common:close')}
        className="max-w-2xl"
        data-testid="help-modal"
      >
        {article ? <HtmlContent html={article.content} /> : null}
      </Popup>
    </div>
  );
};
