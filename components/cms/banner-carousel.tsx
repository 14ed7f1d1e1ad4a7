import Link from 'next/link';
import { Carousel } from '@/components/ui/carousel';
import type { Banner } from '@/lib/api/types';
import { CmsImage } from '@/components/ui/cms-image';
import { isExternal, safeHref } from '@/lib/format/cms-text';

/** Home banners: one per view on a phone, two on wider screens; the first is the page's LCP image. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const shown = banners.filter((b) => b.images[0]?.url);
  if (shown.length === 0) return null;
  return (
    <Carousel label="Promo" slidesPerViewMobile={1}>
      {shown.map((banner, index) => {
        const image = (
          <CmsImage
            image={banner.images[0]}
            alt={banner.title}
            width={720}
            sizes="(min-width: 640px) 50vw, 100vw"
            priority={index === 0}
            className="banner-img"
          />
        );
        const href = safeHref(banner.link);
        if (!href) return <div key={`${index}:${banner.key}`}>{image}</div>;
        return (
          <Link
            key={`${index}:${banner.key}`}
            href={href}
            // A CMS link may name a page that does not exist (yet): no prefetch, no 404 in the background.
            prefetch={false}
            {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="banner-link"
          >
            {image}
          </Link>
        );
      })}
    </Carousel>
  );
}
