import Link from 'next/link';
import { DocumentLink } from './document-link';

export interface Crumb {
  href: string;
  label: string;
}

/** Where a page sits: links to the pages above it, then the page itself (aria-current). */
export function Breadcrumb({ items, current }: { items: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
        {items.map((item) => (
          <li key={item.href} className="flex items-center gap-x-1">
            {/* A filtered list is rewritten on the server: it loads as a document (see DocumentLink). */}
            {item.href.includes('?') ? (
              <DocumentLink
                href={item.href}
                className="inline-flex min-h-11 items-center underline-offset-2 wrap-anywhere hover:text-brand hover:underline"
              >
                {item.label}
              </DocumentLink>
            ) : (
              <Link
                href={item.href}
                prefetch={false}
                className="inline-flex min-h-11 items-center underline-offset-2 wrap-anywhere hover:text-brand hover:underline"
              >
                {item.label}
              </Link>
            )}
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
