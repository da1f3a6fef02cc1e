/** One page in the back office's `{list, pageNo, pageSize, total, totalPages}` shape. */
export const pageOf = <T>(list: T[], total: number, query: { pageNo: number; pageSize: number }) => ({
  list,
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  total,
  totalPages: Math.ceil(total / query.pageSize),
});
