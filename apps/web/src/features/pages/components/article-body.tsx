/**
 * A page's staff-written HTML with reading typography: larger text, room between paragraphs,
 * headings, lists and images that fit a 360 px screen. The API cleans the HTML when it is stored
 * (no scripts, handlers, styles or javascript: URLs), which is what makes rendering it here safe.
 */
export const ArticleBody = ({ html }: { html: string }) => (
  <div
    className="max-w-prose text-base leading-7 break-words text-fg [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mb-1 [&_li]:ms-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc"
    data-testid="content-page-body"
    // Cleaned by the API on write: apps/api/src/modules/engagement/content/sanitize.ts.
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
