import { itemTags, modelTag } from '@/lib/revalidation';
import { mapResult, request } from './http';
import { isRecord, listOf, toContentItem, toPage } from './normalize';
import type { ContentFilters, ContentItem, ContentModel, PageSlug } from './types';

const CONTENT = 'content/api/content/';

/**
 * Every filter but `size` comes from the visitor (a search, a city): such a list is fetched per
 * request and never stored in the shared data cache, which would otherwise grow by one entry per query.
 */
export async function listContent(model: ContentModel, filters: ContentFilters = {}) {
  const perRequest = Object.entries(filters).some(([name, value]) => name !== 'size' && value !== undefined && value !== '');
  const cache = perRequest ? { revalidate: 0 } : { tags: [modelTag(model)] };
  return mapResult(await request<unknown>(CONTENT, { query: { model, ...filters }, ...cache }), (raw) =>
    listOf(raw, toContentItem),
  );
}

export async function getContent(model: ContentModel, key: string) {
  const tags = itemTags(model, key);
  return mapResult(await request<unknown>(`${CONTENT}${encodeURIComponent(key)}/`, { query: { model }, tags }), (raw): ContentItem => {
    if (!isRecord(raw)) throw new Error('not an item');
    return toContentItem(raw);
  });
}

export const listBanners = () => listContent('banner');

export async function getPage(slug: PageSlug) {
  return mapResult(await request<unknown>(`${CONTENT}${slug}/`, { query: { model: 'page' }, tags: itemTags('page', slug) }), (raw) => {
    if (!isRecord(raw)) throw new Error('not a page');
    return toPage(raw);
  });
}

export const listBlogPosts = (filters: Pick<ContentFilters, 'q' | 'tags' | 'size'> = {}) => listContent('blog', filters);
export const getBlogPost = (key: string) => getContent('blog', key);
export const listBlogCategories = () => listContent('blog-category');
export const listStoreLocations = (city?: string) => listContent('store-location', { city_f: city });
export const listProductCategories = () => listContent('product-category');
export const listContentProducts = (
  filters: Pick<ContentFilters, 'q' | 'category_f' | 'protection_type_f' | 'product_type_f' | 'installation_f' | 'phase_f'> = {},
) => listContent('product', filters);
export const listFaqs = (q?: string) => listContent('faq', { q });
export const listPromotions = () => listContent('promotion');
export const listBenefits = () => listContent('member-benefit');
export const getBenefit = (key: string) => getContent('member-benefit', key);
export const listHelpCategories = () => listContent('help-category');
export const listHelpArticles = (filters: Pick<ContentFilters, 'topic' | 'q' | 'tags' | 'size'> = {}) =>
  listContent('help-article', filters);
export const listHelpTopics = (filters: Pick<ContentFilters, 'category_f' | 'q' | 'tags' | 'size'> = {}) =>
  listContent('help-topic', filters);
