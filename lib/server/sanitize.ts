/**
 * CMS HTML is untrusted (contract/openapi.yaml): it passes this allowlist on the server before it reaches
 * a page. Server-side use: sanitize-html pulls in a parser and postcss, too heavy for the client.
 */
import 'server-only';
import sanitize from 'sanitize-html';
import { ALLOWED_TAGS, ATTRIBUTES_BY_TAG, SAFE_TARGETS, relForNewTab } from '@/lib/rules/html-allowlist';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ATTRIBUTES_BY_TAG,
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
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'noembed',
    'noframes',
    'xmp',
    'listing',
    'plaintext',
    'select',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target !== undefined && !SAFE_TARGETS.has(next.target)) delete next.target;
      if (next.target === '_blank') next.rel = relForNewTab(next.rel);
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitize(html, OPTIONS);
}
