import { listArticlesOfTopic, listHelpCategories, listTopicsOfCategory } from '@/lib/api/content';
import { keyedOnce } from '@/lib/api/normalize';
import type { HelpArticle, HelpCategory, HelpTopic } from '@/lib/api/types';

/** At most this many topics are asked for their articles, so a large CMS cannot make one render fan out without end. */
export const MAX_HELP_TOPICS = 30;
const LIST_SIZE = 50;

export interface HelpSection {
  category: HelpCategory;
  topics: { topic: HelpTopic; articles: HelpArticle[] }[];
}

/**
 * The help centre: the categories, each one's topics (`category_f`), each topic's articles (`topic`).
 * Topics and articles that name another parent are left out, in case a backend ignores the filter;
 * a topic without articles and a category without topics are left out too (no empty cards).
 * Every list is cached (their keys are the CMS's own, not a visitor's): one call fetched per request
 * would make /help render on every request, and fail with the backend instead of keeping its page.
 */
export async function loadHelpCentre(): Promise<{ ok: boolean; sections: HelpSection[] }> {
  const categories = await listHelpCategories();
  // Each category, topic and article once: a backend that lists one twice would show it twice and ask for it twice.
  const known = keyedOnce((categories.data ?? []).filter((c) => c.name));
  const topicLists = await Promise.all(known.map((c) => listTopicsOfCategory(c.key, LIST_SIZE)));
  const withTopics = known.map((category, i) => ({
    category,
    topics: keyedOnce((topicLists[i].data ?? []).filter((t) => t.name && (!t.category || t.category === category.key))),
  }));
  const asked = withTopics.flatMap((s) => s.topics).slice(0, MAX_HELP_TOPICS);
  const articleLists = await Promise.all(asked.map((t) => listArticlesOfTopic(t.key, LIST_SIZE)));
  const articlesOf = new Map(
    asked.map((topic, i) => [topic, keyedOnce((articleLists[i].data ?? []).filter((a) => a.title && (!a.topic || a.topic === topic.key)))]),
  );
  const sections = withTopics
    .map(({ category, topics }) => ({
      category,
      topics: topics.map((topic) => ({ topic, articles: articlesOf.get(topic) ?? [] })).filter((t) => t.articles.length > 0),
    }))
    .filter((s) => s.topics.length > 0);
  return { ok: categories.ok, sections };
}
