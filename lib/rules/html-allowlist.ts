/**
 * What CMS HTML may contain, shared by the server's sanitiser (lib/server/sanitize.ts, sanitize-html) and
 * the browser's (lib/browser/sanitize.ts, DOMPurify), so the two never drift apart.
 */
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'img',
  'span',
  'div',
  ...TABLE_TAGS,
];

/** No style, class or on* anywhere: only the attributes listed here survive, per tag. */
export const ATTRIBUTES_BY_TAG: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  col: ['span'],
  colgroup: ['span'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Link targets kept; any other is dropped. */
export const SAFE_TARGETS = new Set(['_blank', '_self']);

/** A new tab must not get window.opener or the referrer: `rel` gains noopener and noreferrer. */
export function relForNewTab(rel: string | null | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
