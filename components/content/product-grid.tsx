import type { Brand, Product } from '@/lib/api/types';
import { brandLabel } from './labels';
import { ProductCard } from './product-card';

export function ProductGrid({ products, brands, headingLevel = 3 }: { products: Product[]; brands: Brand[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id || index}>
          <ProductCard
            product={product}
            brandName={product.brand ? brandLabel(product.brand, brands) : ''}
            headingLevel={headingLevel}
            priority={index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
