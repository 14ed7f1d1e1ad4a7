import Link from 'next/link';
import { isExternal } from '@/lib/format/cms-text';
import { DocumentLink } from '@/components/ui/document-link';

type CmsLinkProps = { href: string; className?: string; children: React.ReactNode };

/**
 * A link from the CMS (already checked with safeHref): another site opens in a new tab; a filtered
 * list (`/blog?tags=…`) loads as a document, since the server rewrites it (see DocumentLink); any
 * other path navigates in place, unprefetched (it may name a page that does not exist yet).
 */
export function CmsLink({ href, className, children }: CmsLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  if (href.includes('?')) {
    return (
      <DocumentLink href={href} className={className}>
        {children}
      </DocumentLink>
    );
  }
  return (
    <Link href={href} prefetch={false} className={className}>
      {children}
    </Link>
  );
}
