import type { MetadataRoute } from 'next';
import { searchProducts } from '@/lib/api/catalog';
import { listBenefits, listBlogPosts, listHelpArticles } from '@/lib/api/content';
import { listDeals } from '@/lib/api/member';
import { instantOf } from '@/lib/format/display';
import { siteOrigin } from '@/lib/server/metadata';
import { benefitPath, blogPostPath, dealPath, helpArticlePath, productPath } from '@/lib/paths';

// With SITE_URL the sitemap is built once and refreshed hourly; without it, it follows each request's origin.
export const revalidate = 3600;

/** The pages anyone may visit; never a member's own (/member, /my-voucher) or the demo API. */
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/blog',
  '/deals',
  '/benefits',
  '/promotion',
  '/faq',
  '/help',
  '/store-location',
  '/browse/category/all',
  '/kebijakan-privasi',
  '/syarat-dan-ketentuan',
];

/** Items listed per kind: a bound on one request's work, whatever the backend holds. */
const LIMIT = 100;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  // Each list fails on its own: a backend that is down still leaves the fixed pages listed.
  const [posts, articles, deals, benefits, products] = await Promise.all([
    listBlogPosts({ size: LIMIT }),
    listHelpArticles({ size: LIMIT }),
    listDeals(),
    listBenefits(),
    searchProducts({ size: LIMIT }),
  ]);
  const first = <T>(items: T[] | undefined, key: (item: T) => string) => (items ?? []).filter((item) => key(item)).slice(0, LIMIT);
  const page = (path: string, published?: string): MetadataRoute.Sitemap[number] => {
    const at = instantOf(published);
    return { url: path === '/' ? origin : `${origin}${path}`, ...(!Number.isNaN(at) ? { lastModified: new Date(at).toISOString() } : {}) };
  };
  return [
    ...PUBLIC_PATHS.map((path) => page(path)),
    ...first(posts.data, (post) => post.key).map((post) => page(blogPostPath(post.key), post.publishedAt)),
    ...first(articles.data, (article) => article.key).map((article) => page(helpArticlePath(article.key))),
    ...first(deals.data, (deal) => deal.uid).map((deal) => page(dealPath(deal.uid))),
    ...first(benefits.data, (benefit) => benefit.key).map((benefit) => page(benefitPath(benefit.key))),
    ...first(products.data?.results, (product) => product.id).map((product) => page(productPath(product.id))),
  ];
}
