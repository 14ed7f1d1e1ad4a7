import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { CmsHtml } from '@/components/cms/cms-html';
import { ItemUnavailable } from '@/components/ui/item-unavailable';
import { plainText } from '@/lib/format/cms-text';
import { brandLabel, categoryLabel } from '@/lib/format/labels';
import { ProductGrid } from '@/components/catalog/product-grid';
import { ProductPrice, discountPercent, sellingPrice } from '@/components/catalog/product-price';
import { BROWSE_PATH, hrefWith } from '@/lib/rules/search-params';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareButton } from '@/components/share/share-button';
import type { Brand, Category, Product } from '@/lib/api/types';
import { productPath } from '@/lib/paths';
import { absoluteUrl, productJsonLd } from '@/lib/server/seo';
import { ProductGallery } from '@/components/catalog/product-gallery';

export const ALL_PRODUCTS: Crumb = { href: '/browse/category/all', label: 'Semua Produk' };
const HOME: Crumb = { href: '/', label: 'Beranda' };

interface ProductDetailProps {
  product: Product;
  brands: Brand[];
  parent: Category | null;
  related: Product[];
  /** SITE_URL, for the absolute URLs of the structured data. */
  siteUrl?: string;
}

/** The way back up the catalog: all products, the parent category, the product's category. */
export function productCrumbs(product: Product, parent: Category | null): Crumb[] {
  const category = (key: string): Crumb => ({ href: hrefWith(BROWSE_PATH, { category: key }), label: categoryLabel(key) });
  return [HOME, ALL_PRODUCTS, ...(parent ? [category(parent.key)] : []), ...(product.category ? [category(product.category)] : [])];
}

/** A product's page: breadcrumb, gallery, brand, name, price, share, description, related products and its JSON-LD. */
export function ProductDetail({ product, brands, parent, related, siteUrl }: ProductDetailProps) {
  const brandName = product.brand ? brandLabel(product.brand, brands) : '';
  const discount = discountPercent(product.price, product.salePrice);
  const description = product.description ?? '';
  const structured = productJsonLd({
    id: product.id,
    name: product.name,
    description: plainText(description),
    images: product.images.map((image) => absoluteUrl(image.url, siteUrl) ?? image.url),
    brand: brandName,
    category: product.category ? categoryLabel(product.category) : undefined,
    price: sellingPrice(product.price, product.salePrice),
    url: absoluteUrl(productPath(product.id), siteUrl),
  });

  return (
    <div className="mx-auto max-w-page-xl px-4 py-4 sm:py-8">
      <JsonLd data={structured} />
      <Breadcrumb items={productCrumbs(product, parent)} current={product.name} />
      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery images={product.images} name={product.name} />
        <div>
          {brandName ? <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{brandName}</p> : null}
          <h1 className="mt-1 text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{product.name}</h1>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <ProductPrice price={product.price} salePrice={product.salePrice} className="text-xl sm:text-2xl" />
            {discount > 0 ? (
              <span className="rounded-full bg-accent px-2.5 py-1 text-sm font-bold text-slate-900">
                <span className="sr-only">Diskon </span>
                {`-${discount}%`}
              </span>
            ) : null}
          </div>
          <ShareButton showLabel label="Bagikan produk" url={productPath(product.id)} className="mt-5" />
          <CmsHtml html={description} className="mt-6" />
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-products" className="mt-12">
          <h2 id="related-products" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
            Produk Terkait
          </h2>
          <ProductGrid products={related} brands={brands} eager={0} />
        </section>
      ) : null}
    </div>
  );
}

export function ProductUnavailable() {
  return (
    <ItemUnavailable
      crumbs={[HOME, ALL_PRODUCTS]}
      current="Produk"
      title="Produk belum dapat dimuat"
      text="Produk ini sedang tidak dapat ditampilkan. Silakan coba lagi sebentar lagi."
    />
  );
}
