import { SEED, type RawContentItem } from '../seed';
import { NOT_FOUND, answer } from './answers';
import { paginate, text } from './common';

type ContentModelName = keyof typeof SEED.content;

/** Models listed in the page shape; the others answer a bare array (the contract allows both). */
const PAGED_MODELS = new Set<ContentModelName>(['blog', 'faq', 'store-location', 'product', 'help-article', 'help-topic']);

function contentModel(name: string | null): ContentModelName | null {
  return name && Object.hasOwn(SEED.content, name) ? (name as ContentModelName) : null;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

function fieldMatches(value: unknown, wanted: string): boolean {
  const w = wanted.toLowerCase();
  if (Array.isArray(value)) return value.some((v) => text(v).toLowerCase() === w);
  return text(value).toLowerCase() === w;
}

function filterContent(items: RawContentItem[], params: URLSearchParams): RawContentItem[] {
  let result = items;
  const q = params.get('q')?.trim().toLowerCase();
  if (q) {
    result = result.filter((item) =>
      stripTags([item.title, item.name, item.body, item.description].map(text).join(' ')).toLowerCase().includes(q),
    );
  }
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length) {
    result = result.filter((item) => tags.some((t) => fieldMatches(item.tags, t) || fieldMatches(item.category, t)));
  }
  const topic = params.get('topic')?.trim();
  if (topic) result = result.filter((item) => fieldMatches(item.topic, topic));
  // `<field>_f` filters on that field (city_f, category_f, phase_f...); a field the model lacks is ignored.
  for (const [name, value] of params) {
    if (!name.endsWith('_f') || !value.trim()) continue;
    const field = name.slice(0, -2);
    if (!items.some((item) => field in item)) continue;
    result = result.filter((item) => fieldMatches(item[field], value.trim()));
  }
  return result;
}

export function listContent(url: URL) {
  const model = contentModel(url.searchParams.get('model'));
  if (!model) return NOT_FOUND;
  const items = structuredClone(filterContent(SEED.content[model], url.searchParams));
  // Dated items (blog posts) list newest first, as a CMS would.
  items.sort((a, b) => text(b.published_at).localeCompare(text(a.published_at)));
  if (PAGED_MODELS.has(model)) return answer(paginate(items, url, 'size'));
  const size = Number.parseInt(url.searchParams.get('size') ?? '', 10);
  return answer(Number.isFinite(size) && size >= 0 ? items.slice(0, size) : items);
}

export function getContentItem(url: URL, key: string) {
  const model = contentModel(url.searchParams.get('model'));
  const item = model ? SEED.content[model].find((i) => i.key === key) : undefined;
  return item ? answer(structuredClone(item)) : NOT_FOUND;
}
