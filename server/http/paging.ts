/** Page 20 rows unless the query asks otherwise (spec 9; the contract's `pageSize` default). */
const DEFAULT_PAGE_SIZE = 20;

/** The page a list query asks for, and the rows a repository skips and takes for it. */
export function paging(query: { pageNum?: number; pageSize?: number }) {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize, page: { offset: (pageNum - 1) * pageSize, limit: pageSize } };
}
