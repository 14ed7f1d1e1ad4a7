import Link from 'next/link';
import type { PageSection } from '@/lib/api/types';
import { CmsHtml } from '@/components/cms/cms-html';
import { CmsImage } from '@/components/ui/cms-image';
import { isExternal, safeHref } from '@/lib/format/cms-text';

/** A CMS page's sections: title, sanitised body, first image and an optional link; images alternate sides. */
export function PageSections({
  sections,
  headingLevel = 2,
  priorityFirstImage = false,
  belowFold = false,
}: {
  sections: PageSection[];
  headingLevel?: 2 | 3;
  /** The first image is above the fold on a phone (the LCP image): load it eagerly. */
  priorityFirstImage?: boolean;
  /** Below the fold on a phone: each section is styled and laid out only as it nears the screen. */
  belowFold?: boolean;
}) {
  if (sections.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-10 sm:space-y-14">
      {sections.map((section, index) => {
        // The position keeps it unique when a CMS repeats a key (an id twice would label both sections alike).
        const headingId = `section-${index}-${section.key.replace(/[^a-z0-9_-]/gi, '-')}`;
        const href = safeHref(section.link);
        const image = section.images[0];
        return (
          <section
            key={`${index}:${section.key}`}
            aria-labelledby={section.title ? headingId : undefined}
            className={`grid grid-cols-1 items-center gap-5 sm:gap-8 ${image ? 'md:grid-cols-2' : ''} ${belowFold ? 'below-fold' : ''}`}
          >
            {image ? (
              <div className={`overflow-hidden rounded-2xl bg-brand-light ${index % 2 === 1 ? 'md:order-last' : ''}`}>
                <CmsImage
                  image={image}
                  alt={section.title}
                  width={640}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  priority={priorityFirstImage && index === 0}
                  className="aspect-video h-auto w-full object-cover"
                />
              </div>
            ) : null}
            <div>
              {section.title ? (
                <Heading id={headingId} className="section-title">
                  {section.title}
                </Heading>
              ) : null}
              <CmsHtml html={section.body} className="mt-3" />
              {href ? (
                <Link
                  href={href}
                  // A CMS link may name a page that does not exist (yet): no prefetch, no 404 in the background.
                  prefetch={false}
                  {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="btn-primary mt-5 gap-1 text-sm"
                >
                  Selengkapnya
                  {section.title ? (
                    <>
                      {' '}
                      <span className="sr-only">{`tentang ${section.title}`}</span>
                    </>
                  ) : null}
                  <span aria-hidden="true">→</span>
                </Link>
              ) : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}
