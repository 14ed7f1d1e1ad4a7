/**
 * The CMS webhook's rules: which cached things a change of one model (or one item of it) makes
 * outdated. Two kinds, so that it works whatever answers the server's calls:
 * - tags, carried by every server fetch of a backend (lib/api; `deal`, `page:home`, `blog:tips-…`):
 *   the fetched data and every page that used it;
 * - paths, the pages that show the model: the demo API answers in-process, without fetches and so
 *   without tags, and a page's entry is always tagged by its own path.
 */
import type { ContentModel } from '@/lib/api/types';

/** Models a change can name: the CMS's content models, the deals, the catalog's products, the app settings. */
export const REVALIDATION_MODELS = [
  'banner',
  'page',
  'blog',
  'blog-category',
  'store-location',
  'product-category',
  'product',
  'faq',
  'promotion',
  'member-benefit',
  'help-category',
  'help-article',
  'help-topic',
  'deal',
  'app',
] as const satisfies readonly (ContentModel | 'deal' | 'app')[];

export type RevalidationModel = (typeof REVALIDATION_MODELS)[number];

/**
 * The tag of a model's lists, and of one item of it (`deal:<key>`). Items also carry the tag of
 * every item of their model (`deal#items`): `#` is never in a key (KEY below), so no item's own tag
 * is ever that one (an item keyed `items` is `deal:items`).
 */
export const modelTag = (model: RevalidationModel) => model;
const itemTag = (model: RevalidationModel, key: string) => `${model}:${key}`;
const everyItemTag = (model: RevalidationModel) => `${model}#items`;
export const itemTags = (model: RevalidationModel, key: string) => [itemTag(model, key), everyItemTag(model)];

interface Pages {
  /** Pages listing the model (a change of any item may show there). */
  lists: string[];
  /** The route of one item, `[key]` standing for its key. */
  item?: string;
}

/** The pages showing each model. Pages of the `page` model are named by their slug below. */
const MODEL_PAGES: Record<Exclude<RevalidationModel, 'page' | 'app'>, Pages> = {
  banner: { lists: ['/'] },
  blog: { lists: ['/blog'], item: '/blog/[key]' },
  'blog-category': { lists: ['/blog', '/blog/[key]'] },
  'store-location': { lists: ['/store-location'] },
  'product-category': { lists: ['/browse/category', '/browse/category/all'] },
  product: { lists: ['/browse/category', '/browse/category/all'], item: '/product/[id]' },
  faq: { lists: ['/faq'] },
  promotion: { lists: ['/promotion'] },
  'member-benefit': { lists: ['/', '/benefits'], item: '/benefits/[key]' },
  'help-category': { lists: ['/help', '/help/[key]'] },
  'help-article': { lists: ['/help'], item: '/help/[key]' },
  'help-topic': { lists: ['/help', '/help/[key]'] },
  deal: { lists: ['/', '/deals'], item: '/deals/[uid]' },
};

/**
 * Pages by slug (`register` shows in the register dialog, loaded in the browser: no page to refresh).
 * A Map, not an object: a slug such as `constructor` must find nothing, not Object's own properties.
 */
const PAGE_SLUGS = new Map<string, string[]>([
  ['home', ['/']],
  ['about', ['/about']],
  ['register', []],
  ['member-home', ['/member']],
  ['portal-home', ['/member']],
]);

export interface PathToRevalidate {
  path: string;
  /** Set for a route pattern (`/blog/[key]`): every page of it; `layout` for the whole site. */
  type?: 'page' | 'layout';
}

export interface RevalidationPlan {
  tags: string[];
  paths: PathToRevalidate[];
}

/**
 * The tags Next gives a page's cache entry for its own path (`revalidatePath` revalidates these):
 * `_N_T_` and the path, `/page` or `/layout` added for a route pattern; `/` is also `/index`.
 */
export function implicitTags({ path, type }: PathToRevalidate): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  let tag = `_N_T_${trimmed}`;
  if (type) tag += `${tag.endsWith('/') ? '' : '/'}${type}`;
  if (tag === '_N_T_/') return [tag, '_N_T_/index'];
  return [tag];
}

export class RevalidationRequestError extends Error {}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

const isPattern = (path: string) => /\[[^\]]+\]/.test(path);

/** What a webhook body (`{"model", "key"?}`) makes outdated; throws a RevalidationRequestError saying what is wrong. */
export function planRevalidation(body: unknown): RevalidationPlan {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new RevalidationRequestError('The body must be a JSON object: {"model": "...", "key"?: "..."}.');
  }
  const { model, key } = body as Record<string, unknown>;
  if (typeof model !== 'string' || !(REVALIDATION_MODELS as readonly string[]).includes(model)) {
    throw new RevalidationRequestError(`"model" must be one of: ${REVALIDATION_MODELS.join(', ')}.`);
  }
  if (key !== undefined && (typeof key !== 'string' || !KEY.test(key))) {
    throw new RevalidationRequestError('"key", when given, must be an item key or uid (letters, digits, "-", "_", ".").');
  }
  const name = model as RevalidationModel;

  if (name === 'app') return { tags: ['app'], paths: [{ path: '/', type: 'layout' }] };

  // One item: its own tag and the lists'; the whole model: the lists' and every item's.
  const tags = [modelTag(name), key ? itemTag(name, key) : everyItemTag(name)];
  let paths: string[];
  if (name === 'page') {
    paths = key ? (PAGE_SLUGS.get(key) ?? []) : [...new Set([...PAGE_SLUGS.values()].flat())];
  } else {
    const pages = MODEL_PAGES[name];
    const item = pages.item ? [key ? pages.item.replace(/\[[^\]]+\]/, key) : pages.item] : [];
    paths = [...new Set([...pages.lists, ...item])];
  }
  return { tags, paths: paths.map((path) => (isPattern(path) ? { path, type: 'page' } : { path })) };
}
