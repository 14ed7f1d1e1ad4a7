import Link from 'next/link';
import type { Product } from '@/lib/api/types';
import { productPath } from '@/lib/paths';
import { MediaCard } from '@/components/ui/media-card';
import { ProductPrice, discountPercent } from '@/components/catalog/product-price';

interface ProductCardProps {
  product: Product;
  /** The brand's display name (the product carries only its key). */
  brandName: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
}

/** A product in a grid: the whole card links to the product's page (one link, named by the product). */
export function ProductCard({ product, brandName, headingLevel = 3, priority = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const discount = discountPercent(product.price, product.salePrice);
  return (
    <MediaCard
      image={product.images[0]}
      mediaClassName="product-media"
      width={400}
      sizes="(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw"
      priority={priority}
      badge={
        discount > 0 ? (
          <span className="product-badge">
            <span className="sr-only">Diskon </span>
            {`-${discount}%`}
          </span>
        ) : null
      }
    >
      <div className="product-body">
        {brandName ? <p className="product-brand">{brandName}</p> : null}
        <Heading className="product-name">
          {product.id ? (
            <Link
              href={productPath(product.id)}
              // A grid holds up to 24 cards: fetching each page in the background would cost a phone's data plan.
              prefetch={false}
              className="card-link"
            >
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </Heading>
        <ProductPrice price={product.price} salePrice={product.salePrice} className="card-price" />
      </div>
    </MediaCard>
  );
}
