import type { Brand, Product } from '@/lib/api/types';
import { brandLabel } from '@/lib/format/labels';
import { ProductCard } from '@/components/catalog/product-card';

interface ProductGridProps {
  products: Product[];
  brands: Brand[];
  headingLevel?: 2 | 3;
  /** How many images load eagerly: the first two are above the fold on a phone, unless the grid is further down. */
  eager?: number;
}

export function ProductGrid({ products, brands, headingLevel = 3, eager = 2 }: ProductGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={`${index}:${product.id}`}>
          <ProductCard
            product={product}
            brandName={product.brand ? brandLabel(product.brand, brands) : ''}
            headingLevel={headingLevel}
            priority={index < eager}
          />
        </li>
      ))}
    </ul>
  );
}
