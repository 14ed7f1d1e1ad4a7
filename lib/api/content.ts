import { mapResult, request } from './http';
import {
  isRecord, listOf, toContentItem, toHelpArticle, toHelpCategory, toHelpTopic, toPage, toPromotion, toStore,
} from './normalize';
import type { ContentFilters, ContentModel, PageSlug } from './types';

const CONTENT = 'content/api/content/';
type Raw = Record<string, unknown>;

async function listModel<T>(model: ContentModel, filters: ContentFilters, read: (raw: Raw) => T) {
  return mapResult(await request<unknown>(CONTENT, { query: { model, ...filters } }), (raw) => listOf(raw, read));
}

async function getModel<T>(model: ContentModel, key: string, read: (raw: Raw) => T) {
  return mapResult(await request<unknown>(`${CONTENT}${encodeURIComponent(key)}/`, { query: { model } }), (raw): T => {
    if (!isRecord(raw)) throw new Error('not an item');
    return read(raw);
  });
}

export const listContent = (model: ContentModel, filters: ContentFilters = {}) => listModel(model, filters, toContentItem);
export const getContent = (model: ContentModel, key: string) => getModel(model, key, toContentItem);

export const listBanners = () => listContent('banner');

export async function getPage(slug: PageSlug) {
  return mapResult(await request<unknown>(`${CONTENT}${slug}/`, { query: { model: 'page' } }), (raw) => {
    if (!isRecord(raw)) throw new Error('not a page');
    return toPage(raw);
  });
}

export const listBlogPosts = (filters: Pick<ContentFilters, 'q' | 'tags' | 'size'> = {}) => listContent('blog', filters);
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
export const listBenefits = () => listContent('member-benefit');
export const getBenefit = (key: string) => getContent('member-benefit', key);
export const listHelpCategories = () => listModel('help-category', {}, toHelpCategory);
export const listHelpArticles = (filters: Pick<ContentFilters, 'topic' | 'q' | 'tags' | 'size'> = {}) =>
  listModel('help-article', filters, toHelpArticle);
export const getHelpArticle = (key: string) => getModel('help-article', key, toHelpArticle);
export const listHelpTopics = (filters: Pick<ContentFilters, 'category_f' | 'q' | 'tags' | 'size'> = {}) =>
  listModel('help-topic', filters, toHelpTopic);
