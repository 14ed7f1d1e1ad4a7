/** Plain-text helpers for CMS content (rendered by React as text, so escaping is React's job). */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAG = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section|article|hr|img)\b[^>]*>/gi;

/** The visible text of an HTML fragment: tags (and script/style content) gone, whitespace collapsed. */
export function plainText(html: string): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      // Block boundaries separate words; inline tags do not ("<strong>Now</strong>." stays "Now.").
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A teaser of at most `max` characters, cut at a word boundary with an ellipsis. */
export function excerpt(html: string, max = 140): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // The cut already ends a word when the next character is a space; else drop the partial word.
  const lastSpace = text[max] === ' ' ? max : cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * A CMS link is untrusted: only a same-site path (`/x`, not `//host`) or an http(s) URL becomes an
 * href; anything else (javascript:, data:, junk) is dropped.
 */
export function safeHref(link: string | undefined | null): string | undefined {
  const value = typeof link === 'string' ? link.trim() : '';
  if (!value) return undefined;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? undefined : value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** True for links that leave the site (opened with rel=noopener). */
export const isExternal = (href: string) => !href.startsWith('/');
