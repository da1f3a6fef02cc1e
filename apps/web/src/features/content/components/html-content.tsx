import { cx } from '@gp/ui';

/**
 * Staff-written HTML (announcements, promotions, help). The API cleans it when it is stored (no
 * scripts, handlers, styles or javascript: URLs), which is what makes rendering it here safe.
 */
export const HtmlContent = ({ html, className }: { html: string; className?: string }) => (
  <div
    className={cx(
      'text-sm leading-relaxed [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_a]:text-primary [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_li]:ms-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc',
      className,
    )}
    // Cleaned by the API on write: apps/api/src/modules/content/sanitize.ts.
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
