/**
 * CMS HTML is untrusted (API.md): it passes this allowlist on the server before it reaches
 * a page. Server-side use: sanitize-html pulls in a parser and postcss, too heavy for the client.
 */
import sanitize from 'sanitize-html';

const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const SAFE_TARGETS = new Set(['_blank', '_self']);

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote',
    'a', 'img', 'span', 'div', ...TABLE_TAGS,
  ],
  // No style, class or on* anywhere: only what is listed here survives.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    col: ['span'],
    colgroup: ['span'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Relative URLs have no scheme and pass; javascript:, data:, vbscript: … are removed,
  // also when disguised by case, entities or control characters.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  // Void elements among the allowed tags, written <x />.
  selfClosing: ['img', 'br', 'col'],
  disallowedTagsMode: 'discard',
  // Dropped with their content, not shown as text.
  nonTextTags: [
    'script', 'style', 'textarea', 'option', 'noscript', 'template', 'title',
    'iframe', 'object', 'embed', 'svg', 'math', 'noembed', 'noframes', 'xmp', 'select',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target !== undefined && !SAFE_TARGETS.has(next.target)) delete next.target;
      if (next.target === '_blank') {
        // A new tab must not get window.opener or the referrer.
        const tokens = new Set((next.rel ?? '').split(/\s+/).filter(Boolean));
        tokens.add('noopener');
        tokens.add('noreferrer');
        next.rel = [...tokens].join(' ');
      }
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitize(html, OPTIONS);
}
