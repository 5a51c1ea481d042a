/** « Page précédente » and « Page suivante » under a back-office list, plain links; nothing when it fits on one page. */
export function ListPager({
  label,
  page,
  pageCount,
  link,
}: {
  label: string;
  page: number;
  pageCount: number;
  /** The address of page `n` of the list (its filters kept). */
  link: (n: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {page > 1 && (
        <a href={link(page - 1)} rel="prev" className="btn btn-secondary">
          Page précédente
        </a>
      )}
      {page < pageCount && (
        <a href={link(page + 1)} rel="next" className="btn btn-secondary">
          Page suivante
        </a>
      )}
    </nav>
  );
}
