import type { ReactNode } from 'react';
import { CmsImage } from './cms-image';
import type { Image } from '@/lib/api/types';

/** A card in a grid of two columns on a phone, five on a wide screen (deals, benefits, products). */
export const GRID_CARD_SIZES = '(min-width: 1024px) 240px, 50vw';

interface MediaCardProps {
  image: Image | undefined;
  /** The image's box: its shape and background (`card-media bg-…`, `product-media`, `post-media`, …). */
  mediaClassName: string;
  /** The widest the image is drawn, in CSS pixels, and the srcset's layout hint. */
  width: number;
  sizes: string;
  /** The page's LCP image: eager, with high priority. */
  priority?: boolean;
  /** In view from the start but not the LCP image: eager, at normal priority. */
  eager?: boolean;
  /** Drawn over the image, inside its box (a product's discount). */
  badge?: ReactNode;
  /**
   * The whole card is one link or button (its title's `card-link` stretches over the card): it lifts and
   * its image grows on hover. A card with links of its own (a promotion) stays still.
   */
  whole?: boolean;
  /** A card whose image is optional hides the empty box without one. */
  collapseWithoutImage?: boolean;
  /** The card's text under the image. */
  children: ReactNode;
}

/**
 * The shell every content card shares (deal, benefit, product, blog post, promotion): an article with the
 * image's box on top and the card's text below. The image is decorative: the title right below names it.
 */
export function MediaCard({
  image,
  mediaClassName,
  width,
  sizes,
  priority,
  eager,
  badge,
  whole = true,
  collapseWithoutImage,
  children,
}: MediaCardProps) {
  return (
    <article className={whole ? 'card card-whole group' : 'card'}>
      <div className={mediaClassName} hidden={collapseWithoutImage && !image?.url}>
        <CmsImage
          image={image}
          alt=""
          width={width}
          sizes={sizes}
          priority={priority}
          eager={eager}
          className={whole ? 'card-img' : 'media-fill'}
        />
        {badge}
      </div>
      {children}
    </article>
  );
}
