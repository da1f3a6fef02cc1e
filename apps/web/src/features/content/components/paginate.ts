/** One slot of a paginator: a page number or a gap shown as an ellipsis. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a paginator shows (5 pages with 1 margin by default): a window of `displayed`
 * pages around the current one, plus `margin` pages at each end, with gaps between.
 * Pages are 1-based.
 */
export const paginate = (current: number, total: number, displayed = 5, margin = 1): PageSlot[] => {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= displayed + 2 * margin) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));

  let start = Math.max(1, page - Math.floor(displayed / 2));
  let end = start + displayed - 1;
  if (end > total) {
    end = total;
    start = total - displayed + 1;
  }

  const pages = new Set<number>();
  for (let p = 1; p <= margin; p += 1) pages.add(p);
  for (let p = start; p <= end; p += 1) pages.add(p);
  for (let p = total - margin + 1; p <= total; p += 1) pages.add(p);

  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) slots.push({ kind: 'gap', key: `gap-${previous}` });
    slots.push({ kind: 'page', page: p });
  });
  return slots;
};

export const pageCount = (items: number, pageSize: number): number => Math.max(1, Math.ceil(items / pageSize));
