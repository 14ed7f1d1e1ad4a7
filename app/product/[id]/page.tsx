import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { excerpt } from '@/lib/format/cms-text';
import { sellingPrice } from '@/components/catalog/product-price';
import { loadProductPage } from '@/lib/loaders/product-page';
import { ProductDetail, ProductUnavailable } from '@/components/catalog/product-detail';
import { searchProducts } from '@/lib/api/catalog';
import { getConfig } from '@/lib/config';
import { formatRupiah } from '@/lib/format/display';
import { pageMetadata } from '@/lib/server/metadata';
import { productPath } from '@/lib/paths';

// Rendered on first request (or when building), then served from cache and refreshed at most once a minute.
export const revalidate = 60;

/** Products prerendered when building: the catalog's first page; others render on first request. */
const PRERENDERED = 24;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  const search = await searchProducts({ size: PRERENDERED });
  return (search.data?.results ?? []).filter((product) => product.id).map((product) => ({ id: product.id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const page = await loadProductPage(id);
  if (page.kind !== 'found') return pageMetadata({ title: 'Produk', path: productPath(id) });
  const { product } = page;
  const price = sellingPrice(product.price, product.salePrice);
  return pageMetadata({
    title: product.name,
    description:
      excerpt(product.description ?? '', 160) || (price !== null ? `${product.name}, ${formatRupiah(price)}.` : `${product.name}.`),
    path: productPath(product.id),
    image: product.images[0]?.url,
  });
}

export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const page = await loadProductPage(id);
  if (page.kind === 'missing') notFound();
  if (page.kind === 'unavailable') return <ProductUnavailable />;
  return (
    <ProductDetail product={page.product} brands={page.brands} parent={page.parent} related={page.related} siteUrl={getConfig().siteUrl} />
  );
}
