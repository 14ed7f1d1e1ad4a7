import { itemTags, modelTag } from '@/lib/rules/revalidation';
import { mapResult, request } from './http';
import { isRecord, listOf, toContentItem, toHelpArticle, toHelpCategory, toHelpTopic, toPage, toPromotion, toStore } from './normalize';
import type { ContentFilters, ContentModel, PageSlug } from './types';
import type { Answer } from './answers';

const CONTENT = 'content/api/content/';
type Raw = Record<string, unknown>;

/**
 * A filter the visitor chooses (a search, a city) makes a list fetched per request, never stored in the
 * shared data cache, which would otherwise grow by one entry per query. An unfiltered list, and one the
 * page filters by a key the CMS itself listed (`byListedKey`: a category's topics), are as many as the
 * CMS's items: cached under the model's tag (the CMS webhook). Fetched per request, such a list would
 * make its cached page render on every request too (Next does so for a page that made a no-store fetch).
 */
async function listModel<T>(model: ContentModel, filters: ContentFilters, read: (raw: Raw) => T, byListedKey = false) {
  const perRequest =
    !byListedKey && Object.entries(filters).some(([name, value]) => name !== 'size' && value !== undefined && value !== '');
  const cache = perRequest ? { revalidate: 0 } : { tags: [modelTag(model)] };
  return mapResult(await request<Answer<'listContent'>>(CONTENT, { query: { model, ...filters }, ...cache }), (raw) => listOf(raw, read));
}

async function getModel<T>(model: ContentModel, key: string, read: (raw: Raw) => T) {
  const tags = itemTags(model, key);
  return mapResult(await request<Answer<'getContent'>>(`${CONTENT}${encodeURIComponent(key)}/`, { query: { model }, tags }), (raw): T => {
    if (!isRecord(raw)) throw new Error('not an item');
    return read(raw);
  });
}

export const listContent = (model: ContentModel, filters: ContentFilters = {}) => listModel(model, filters, toContentItem);

/** A list shown as cards or chips headed by each item's title: an item without a title is left out (no empty card). */
async function listTitled(model: ContentModel, filters: ContentFilters = {}) {
  const answer = await listContent(model, filters);
  return answer.data ? { ...answer, data: answer.data.filter((item) => item.title) } : answer;
}
export const getContent = (model: ContentModel, key: string) => getModel(model, key, toContentItem);

export const listBanners = () => listContent('banner');

export async function getPage(slug: PageSlug) {
  return mapResult(
    await request<Answer<'getContent'>>(`${CONTENT}${slug}/`, { query: { model: 'page' }, tags: itemTags('page', slug) }),
    (raw) => {
      if (!isRecord(raw)) throw new Error('not a page');
      return toPage(raw);
    },
  );
}

export const listBlogPosts = (filters: Pick<ContentFilters, 'q' | 'tags' | 'size'> = {}) => listTitled('blog', filters);
export const getBlogPost = (key: string) => getContent('blog', key);
export const listBlogCategories = () => listContent('blog-category');
/** Stores of the content model, in the same shape as `sales/api/store/`'s. */
export const listStoreLocations = (city?: string) => listModel('store-location', { city_f: city }, toStore);
export const listProductCategories = () => listContent('product-category');
export const listContentProducts = (
  filters: Pick<ContentFilters, 'q' | 'category_f' | 'protection_type_f' | 'product_type_f' | 'installation_f' | 'phase_f'> = {},
) => listContent('product', filters);
export const listFaqs = (q?: string) => listContent('faq', { q });
export const listPromotions = () => listModel('promotion', {}, toPromotion);
export const listBenefits = () => listTitled('member-benefit');
export const getBenefit = (key: string) => getContent('member-benefit', key);
export const listHelpCategories = () => listModel('help-category', {}, toHelpCategory);
export const listHelpArticles = (filters: Pick<ContentFilters, 'topic' | 'q' | 'tags' | 'size'> = {}) =>
  listModel('help-article', filters, toHelpArticle);
export const getHelpArticle = (key: string) => getModel('help-article', key, toHelpArticle);
export const listHelpTopics = (filters: Pick<ContentFilters, 'category_f' | 'q' | 'tags' | 'size'> = {}) =>
  listModel('help-topic', filters, toHelpTopic);
/** The help centre's own lists: a listed category's topics, a listed topic's articles (cached, see listModel). */
export const listTopicsOfCategory = (category: string, size?: number) =>
  listModel('help-topic', { category_f: category, size }, toHelpTopic, true);
export const listArticlesOfTopic = (topic: string, size?: number) => listModel('help-article', { topic, size }, toHelpArticle, true);
