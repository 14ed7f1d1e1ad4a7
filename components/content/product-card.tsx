import type { Product } from '@/lib/api/types';
import { CmsImage } from './cms-image';
import { ProductPrice, discountPercent } from './product-price';

interface ProductCardProps {
  product: Product;
  /** The brand's display name (the product carries only its key). */
  brandName: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
}

export function ProductCard({ product, brandName, headingLevel = 3, priority = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const discount = discountPercent(product.price, product.salePrice);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        {/* The product name is the card's text below; the picture repeats it. */}
        <CmsImage
          image={product.images[0]}
          alt=""
          width={400}
          sizes="(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw"
          priority={priority}
          className="h-full w-full object-cover"
        />
        {discount > 0 ? (
          <span className="absolute left-2 top-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-slate-900">
            <span className="sr-only">Diskon </span>-{discount}%
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {brandName ? <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{brandName}</p> : null}
        <Heading className="line-clamp-2 text-sm font-medium leading-snug text-slate-900">{product.name}</Heading>
        <ProductPrice price={product.price} salePrice={product.salePrice} className="mt-auto pt-1 text-sm sm:text-base" />
      </div>
    </article>
  );
}
