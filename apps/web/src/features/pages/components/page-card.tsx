import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { contentPageCard } from '@gp/contracts';
import { FallbackImage } from '../../../shared/fallback-image';
import { PageDate } from './page-date';

type Card = z.infer<typeof contentPageCard>;

/** One blog post or news item in a list: the whole card opens it. */
export const PageCard = ({ card }: { card: Card }) => {
  const to = card.kind === 'news' ? '/news/$slug' : '/blog/$slug';
  return (
    <li className="flex">
      <Link
        to={to}
        params={{ slug: card.slug }}
        className="flex w-full flex-col overflow-hidden rounded-lg border border-border bg-surface transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
        data-testid="content-page-card"
      >
        {card.coverUrl ? <FallbackImage src={card.coverUrl} width={600} height={300} className="aspect-[2/1] w-full object-cover" /> : null}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="text-lg leading-snug font-semibold text-fg" dir="auto">
            {card.title}
          </h2>
          {card.summary ? (
            <p className="text-sm text-fg-muted" dir="auto">
              {card.summary}
            </p>
          ) : null}
          <PageDate at={card.publishedAt} className="mt-auto text-xs text-fg-muted" />
        </div>
      </Link>
    </li>
  );
};
