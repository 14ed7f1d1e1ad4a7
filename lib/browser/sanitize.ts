/**
 * The browser's counterpart of lib/server/sanitize.ts: CMS HTML that reaches the browser without passing
 * the server (my_deals, a deal fetched by the client) goes through DOMPurify with the same allowlist.
 * Import it from client components only; sanitize-html stays on the server, DOMPurify in the browser.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { ALLOWED_TAGS, ATTRIBUTES_BY_TAG, SAFE_TARGETS, relForNewTab } from '@/lib/rules/html-allowlist';

// DOMPurify only knows one global attribute list; a hook below narrows it per tag.
const ALLOWED_ATTR = [...new Set(Object.values(ATTRIBUTES_BY_TAG).flat())];

/** http, https, mailto, tel, or no scheme at all (relative and protocol-relative URLs). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images load from the web only: no data:, mailto: or tel: sources. */
const IMAGE_SOURCE = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  // Dropped with their content, not shown as text (DOMPurify already does so for script, style, svg …).
  ADD_FORBID_CONTENTS: ['textarea', 'option', 'select', 'object', 'embed', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | null = null;

function createPurifier(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!ATTRIBUTES_BY_TAG[tag]?.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    // Browsers ignore control characters and spaces inside a scheme; compare without them.
    const value = data.attrValue.replace(/[\u0000-\u0020]/g, '');
    if (tag === 'img' && data.attrName === 'src' && !IMAGE_SOURCE.test(value)) data.keepAttr = false;
    if (tag === 'a' && data.attrName === 'target' && !SAFE_TARGETS.has(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a' || node.getAttribute('target') !== '_blank') return;
    node.setAttribute('rel', relForNewTab(node.getAttribute('rel')));
  });
  return instance;
}

/** Safe HTML for `dangerouslySetInnerHTML`; '' outside a browser (nothing is rendered unchecked). */
export function sanitizeHtmlInBrowser(html: string): string {
  if (typeof html !== 'string' || html === '' || typeof window === 'undefined') return '';
  purifier ??= createPurifier();
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, CONFIG);
}
