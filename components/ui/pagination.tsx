import { DocumentLink } from './document-link';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link to a page number. */
  hrefFor: (page: number) => string;
}

const LINK =
  'inline-flex h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Previous / next links with the position between them; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Halaman" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <DocumentLink href={hrefFor(page - 1)} className={LINK}>
          <span aria-hidden="true">←</span>&nbsp;Sebelumnya
        </DocumentLink>
      ) : null}
      <p className="text-sm text-slate-600">{`Halaman ${page} dari ${pageCount}`}</p>
      {page < pageCount ? (
        <DocumentLink href={hrefFor(page + 1)} className={LINK}>
          Berikutnya&nbsp;<span aria-hidden="true">→</span>
        </DocumentLink>
      ) : null}
    </nav>
  );
}
